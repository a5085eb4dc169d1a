import type { ComponentPropsWithoutRef } from 'react';
import { useT } from '../hooks.ts';

type Tag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** A heading with its anchor link; the text for the link's title comes from remark-headings. */
export function heading(Tag: Tag) {
  return function Heading({ id, children, ...rest }: ComponentPropsWithoutRef<Tag> & { 'data-heading'?: string }) {
    const t = useT();
    const text = rest['data-heading'] ?? '';
    delete rest['data-heading'];
    const label = t('heading.directLink', { heading: text });
    return (
      <Tag id={id} className="anchor" {...rest}>
        {children}
        {id && <a className="hash-link" href={`#${id}`} aria-label={label} title={label}>​</a>}
      </Tag>
    );
  };
}

/** What MDX's h2–h6 render as. */
export const headings = { h2: heading('h2'), h3: heading('h3'), h4: heading('h4'), h5: heading('h5'), h6: heading('h6') };

/** `@theme/Heading`, as a page moved from Docusaurus imports it: `<Heading as="h2" id="x">`, with its anchor when it has an id. */
export default function DocusaurusHeading({ as, children, ...rest }: ComponentPropsWithoutRef<'h2'> & { as: 'h1' | Tag }) {
  if (as === 'h1') return <h1 {...rest}>{children}</h1>;
  const Heading = headings[as];
  return <Heading data-heading={typeof children === 'string' ? children : undefined} {...rest}>{children}</Heading>;
}
