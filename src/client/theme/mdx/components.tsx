import type { ComponentPropsWithoutRef } from 'react';
import { Admonition } from './Admonition.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { heading } from './Heading.tsx';
import { SmartLink } from './SmartLink.tsx';
import Tabs from './Tabs.tsx';
import TabItem from './TabItem.tsx';

/** What MDX elements render as; pages get this through `<Content components={…} />`. */
export const mdxComponents = {
  a: SmartLink,
  pre: CodeBlock,
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  table: (props: ComponentPropsWithoutRef<'table'>) => (
    <div className="table-wrapper"><table {...props} /></div>
  ),
  Admonition,
  Tabs,
  TabItem,
};
