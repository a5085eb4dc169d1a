import type { ComponentType, MouseEvent } from 'react';
import type { MdxContent } from '../page-module.ts';
import { mdxComponents } from './mdx/components.tsx';
import { copyCode } from './mdx/CodeBlock.tsx';
import { selectTab } from './mdx/Tabs.tsx';
import { useDelegatedLinks } from './link-delegation.ts';

/** The article body: compiled MDX, or on the page the visit started on, its prerendered HTML. */
export function articleBody(Content?: MdxContent, html?: string): ComponentType | undefined {
  if (Content) return function Body() { return <div className="article-body" data-article=""><Content components={mdxComponents} /></div>; };
  if (html !== undefined) return function Body() { return <StaticArticle html={html} />; };
  return undefined;
}

/**
 * Prerendered HTML stays as it is; what its React components would do on click is done here by
 * delegation: site links navigate in the app, copy buttons copy, tabs switch.
 */
function StaticArticle({ html }: { html: string }) {
  const links = useDelegatedLinks();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as Element;
    const copy = target.closest('.code-block__copy');
    if (copy instanceof HTMLButtonElement) return copyCode(copy);
    const tab = target.closest('.tabs__tab');
    if (tab instanceof HTMLElement) return selectTab(tab);
    links(e);
  };
  return <div className="article-body" data-article="" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
