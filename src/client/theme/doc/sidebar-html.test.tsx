import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { SidebarItem } from '../../../shared/types.ts';
import { SidebarTree } from './SidebarTree.tsx';
import { sidebarHtml } from './sidebar-html.ts';

const ITEMS: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/intro', className: 'sidebar-new "x" & <y>' },
  {
    type: 'category', label: 'API & <SDK> "quoted" it\'s', href: '/docs/api',
    items: [
      { type: 'link', label: 'get$By$', href: '/docs/api/get$By$' },
      { type: 'category', label: '魔术接口', className: 'sidebar-magic', items: [{ type: 'link', label: 'a&b', href: '/docs/api/a?x=1&y="2"' }, { type: 'link', label: '', href: '/docs/api/empty' }] },
    ],
  },
  { type: 'link', label: 'Intro again', href: '/docs/intro' },
  { type: 'category', label: 'Empty', items: [] },
];

describe('the sidebar written without React', () => {
  it('is the markup React renders, for every current page and none', () => {
    const currents = ['/docs/intro', '/docs/api', '/docs/api/get$By$', '/docs/api/a?x=1&y="2"', '/docs/api/empty', '/docs/none'];
    for (const current of currents) expect(sidebarHtml(ITEMS, current)).toBe(renderToString(<SidebarTree items={ITEMS} current={current} />));
    // Made once per sidebar: a page's current link does not stay marked for the next page.
    expect(sidebarHtml(ITEMS, '/docs/none')).not.toContain('aria-current');
    // A doc's sidebar_class_name is on its item.
    expect(sidebarHtml(ITEMS, '/docs/none')).toContain('<li class="sidebar-new &quot;x&quot; &amp; &lt;y&gt;"><a href="/docs/intro">');
    // And a category's className beside the category's own.
    expect(sidebarHtml(ITEMS, '/docs/none')).toContain('<li class="menu__category sidebar-magic"><span class="menu__label">魔术接口</span>');
  });
});
