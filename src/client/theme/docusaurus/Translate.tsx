import type { ReactNode } from 'react';

type Values = Record<string, ReactNode>;

/** Fills `{name}` placeholders; a value that is not text (an element) is kept as a node. */
function fill(message: string, values?: Values): ReactNode[] {
  if (!values) return [message];
  return message.split(/(\{\w+\})/).map((part) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key !== undefined && key in values ? values[key] : part;
  });
}

/**
 * `translate()` from `@docusaurus/Translate`. A moved page's text is already in its locale's file
 * (content/zh/…), so the message is the text: only its `{placeholders}` are filled.
 */
export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return fill(message ?? id ?? '', values).join('');
}

/** `<Translate>` from `@docusaurus/Translate`: its children (or `id`), placeholders filled from `values`. */
export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Values }) {
  return <>{fill(children ?? id ?? '', values)}</>;
}
