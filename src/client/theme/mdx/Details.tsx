import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/** `@theme/Details`, as in Docusaurus: a `<details>` whose `summary` is a prop; styled as the article's own. */
export default function Details({ summary, children, ...props }: Omit<ComponentPropsWithoutRef<'details'>, 'summary'> & { summary?: ReactNode }) {
  return (
    <details {...props}>
      {summary !== undefined && (typeof summary === 'string' ? <summary>{summary}</summary> : summary)}
      {children}
    </details>
  );
}
