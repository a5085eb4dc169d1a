import type { ComponentType } from 'react';
import type { MdxContent } from '../page-module.ts';
import { mdxComponents } from './mdx/components.tsx';
import { useDelegatedLinks } from './link-delegation.ts';

/**
 * The article body: compiled MDX, or on the page the visit started on, its prerendered HTML. A live
 * article (code of its own) asks the boot to hydrate its page at once (src/client/entry.ts).
 */
export function articleBody(Content?: MdxContent, html?: string, live?: boolean): ComponentType | undefined {
  if (Content) return function Body() { return <div className="article-body" data-article="" data-hydrate={live ? 'eager' : undefined}><Content components={mdxComponents} /></div>; };
  if (html !== undefined) return function Body() { return <StaticArticle html={html} />; };
  return undefined;
}

/**
 * Prerendered HTML stays as it is; its site links navigate in the app by delegation. Copy buttons
 * and tabs answer through the page-wide handlers of src/client/boot/controls.ts, as everywhere.
 */
function StaticArticle({ html }: { html: string }) {
  const links = useDelegatedLinks();
  return <div className="article-body" data-article="" onClick={links} dangerouslySetInnerHTML={{ __html: html }} />;
}
