import type { SidebarItem } from '../../../shared/types.ts';
import { siteHref } from '../../base.ts';

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
/** As React escapes text and attribute values. */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPED[c]!);

/** Per sidebar: its markup with no link marked current, made once per thread. */
const plain = new WeakMap<SidebarItem[], string>();

/**
 * The sidebar's list as SidebarTree renders it, the link to `current` marked: what prerender puts in
 * every docs page instead of rendering it with React (DocSidebar's StaticSidebar). Every page carries
 * the whole sidebar: at 2,000 pages React rendered ~3,000 elements of it for each page. The markup is
 * the very HTML React renders (sidebar-html.test.tsx), so the client hydrates it as its own.
 */
export function sidebarHtml(items: SidebarItem[], current: string): string {
  let html = plain.get(items);
  if (html === undefined) plain.set(items, (html = list(items)));
  const href = escape(siteHref(current));
  return html.replaceAll(`<a href="${href}">`, `<a class="menu__link--active" href="${href}" aria-current="page">`);
}

/** An item's `<li>` class: a category's, and the writer's (`sidebar_class_name`, a category's `className`). */
export function itemClass(item: SidebarItem): string | undefined {
  const own = item.type === 'category' ? ['menu__category', item.className].filter(Boolean).join(' ') : item.className;
  return own || undefined;
}

function list(items: SidebarItem[]): string {
  let out = '<ul class="menu">';
  for (const item of items) {
    const className = itemClass(item);
    out += className ? `<li class="${escape(className)}">` : '<li>';
    out += item.href ? `<a href="${escape(siteHref(item.href))}">${escape(item.label)}</a>` : `<span class="menu__label">${escape(item.label)}</span>`;
    if (item.type === 'category') out += list(item.items);
    out += '</li>';
  }
  return `${out}</ul>`;
}
