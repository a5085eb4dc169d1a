import type { ComponentType } from 'react';
import type { PageModule } from '../page-module.ts';
import { useLivePage } from '../router/live-page.ts';
import { DocPage } from './doc/DocPage.tsx';
import { MarkdownPage } from './MarkdownPage.tsx';
import { BlogElement } from './blog/BlogElement.tsx';

/** The component a content route renders, chosen by the kind of page its chunk holds. */
export function pageElement(loaded: PageModule, Body?: ComponentType): ComponentType {
  return function Page() {
    const mod = useLivePage(loaded);
    if (mod.data.kind.startsWith('blog-')) return <BlogElement mod={mod} Body={Body} />;
    if (mod.data.kind === 'page') return <MarkdownPage data={mod.data} Body={Body} />;
    return <DocPage data={mod.data} sidebar={mod.sidebar ?? []} Body={Body} />;
  };
}
