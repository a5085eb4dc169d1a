import type { ComponentPropsWithoutRef } from 'react';
import { Admonition } from './Admonition.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { headings } from './Heading.tsx';
import { SmartLink } from './SmartLink.tsx';
import Tabs from './Tabs.tsx';
import TabItem from './TabItem.tsx';

/** What MDX elements render as; pages get this through `<Content components={…} />`. */
export const mdxComponents = {
  a: SmartLink,
  pre: CodeBlock,
  ...headings,
  table: (props: ComponentPropsWithoutRef<'table'>) => (
    <div className="table-wrapper"><table {...props} /></div>
  ),
  Admonition,
  Tabs,
  TabItem,
};
