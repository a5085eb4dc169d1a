import type { ReactNode } from 'react';

/** Docusaurus' TOCItem: `value` is HTML. A page's own list is its `toc` export (src/node/mdx/remark-toc-export.ts). */
export interface TOCItem { value: string; id: string; level: number }

interface Node { item: TOCItem; children: Node[] }

/** The flat list as a tree: each item under the nearest shallower one before it. */
function nest(items: readonly TOCItem[]): Node[] {
  const roots: Node[] = [];
  const open: Node[] = [];
  for (const item of items) {
    const node = { item, children: [] };
    while (open.length && open[open.length - 1]!.item.level >= item.level) open.pop();
    (open.length ? open[open.length - 1]!.children : roots).push(node);
    open.push(node);
  }
  return roots;
}

function List({ nodes }: { nodes: Node[] }): ReactNode {
  return (
    <ul>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.value }} />
          {children.length > 0 && <List nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

/** `@theme/TOCInline`, as in Docusaurus: the page's headings between the two levels (2 and 3 unless told), as a nested list in the article. */
export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc: readonly TOCItem[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const shown = toc.filter((i) => i.level >= minHeadingLevel && i.level <= maxHeadingLevel);
  return <div className="toc-inline"><List nodes={nest(shown)} /></div>;
}
