import { normalizeRoute } from '../../shared/route-path.ts';
// The article of the page a visit starts on is already in the prerendered HTML. Hydrating it from
// that HTML, instead of from the page's compiled MDX, means the first view never downloads the text twice.
let initial: { path: string; html: string } | undefined;

/** Call once before hydration, on a prerendered page. */
export function captureArticle(doc: Pick<Document, 'querySelector'>, pathname: string): void {
  const el = doc.querySelector('[data-article]');
  initial = el ? { path: normalizeRoute(pathname), html: el.innerHTML } : undefined;
}

/** The captured article HTML if `path` is the page it came from; handed out once. */
export function takeArticle(path: string): string | undefined {
  if (!initial || initial.path !== normalizeRoute(path)) return undefined;
  const { html } = initial;
  initial = undefined;
  return html;
}
