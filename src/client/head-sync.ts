import { headElements, type HeadElement } from './head-elements.ts';
import type { PageHandle } from './router/page-handle.ts';
import { MANAGED } from './head-attr.ts';

export function managedHead(url: string, handle: PageHandle): HeadElement[] {
  return headElements(url, handle).map((e) => ({ ...e, props: { ...e.props, [MANAGED]: '' } }));
}

/** After a client-side navigation: the same tags prerender would have written for this page. */
export function syncHead(url: string, handle: PageHandle): void {
  for (const el of document.head.querySelectorAll(`[${MANAGED}]`)) el.remove();
  for (const e of managedHead(url, handle)) {
    const el = document.createElement(e.type);
    for (const [k, v] of Object.entries(e.props)) el.setAttribute(k, v);
    document.head.appendChild(el);
  }
}
