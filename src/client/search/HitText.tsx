import type { Snippet } from '../../shared/search/types.ts';

/** A snippet with its matches in <mark>; text nodes only, so no query or page text is ever parsed as HTML. */
export function HitText({ snippet, className }: { snippet: Snippet; className?: string }) {
  const parts = [];
  let at = 0;
  for (const [a, b] of snippet.ranges) {
    if (a > at) parts.push(snippet.text.slice(at, a));
    parts.push(<mark key={a}>{snippet.text.slice(a, b)}</mark>);
    at = b;
  }
  if (at < snippet.text.length) parts.push(snippet.text.slice(at));
  return <span className={className}>{parts}</span>;
}
