import type { ComponentType } from 'react';
import type { PageModule } from '../page-module.ts';
import { DocPage } from './doc/DocPage.tsx';
import { MarkdownPage } from './MarkdownPage.tsx';
import { blogElement } from './blog/blog-element.tsx';

/** The component a content route renders, chosen by the kind of page its chunk holds. */
export function pageElement(mod: PageModule, Body?: ComponentType): ComponentType {
  if (mod.data.kind.startsWith('blog-')) return blogElement(mod, Body);
  if (mod.data.kind === 'page') return function Page() { return <MarkdownPage data={mod.data} Body={Body} />; };
  return function Doc() { return <DocPage data={mod.data} sidebar={mod.sidebar ?? []} Body={Body} />; };
}
