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
