import type { Root, Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from 'unist-util-visit';

const TYPES: Record<string, string> = {
  note: 'note', tip: 'tip', info: 'info', warning: 'warning', danger: 'danger', caution: 'warning', important: 'info',
};

/**
 * `:::tip[Title]` containers become `<Admonition type="tip" title="Title">`.
 * Other directives were never meant as directives (`a:b` in prose), so they go back to text.
 */
export default function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        const d = node as ContainerDirective;
        const type = TYPES[d.name];
        if (!type) return;
        let title: string | undefined;
        const first = d.children[0];
        if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          title = plain(first.children);
          d.children.shift();
        }
        const attributes = [{ type: 'mdxJsxAttribute' as const, name: 'type', value: type }];
        if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
        Object.assign(node, { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children: d.children });
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const d = node as TextDirective | LeafDirective;
        const marker = node.type === 'textDirective' ? ':' : '::';
        const label = d.children.length ? `[${plain(d.children as PhrasingContent[])}]` : '';
        const text = { type: 'text' as const, value: `${marker}${d.name}${label}` };
        if (node.type === 'leafDirective') parent.children.splice(index, 1, { type: 'paragraph', children: [text] } as Paragraph);
        else parent.children.splice(index, 1, text as never);
        return SKIP;
      }
      return undefined;
    });
  };
}

function plain(nodes: PhrasingContent[]): string {
  return nodes.map((n) => ('value' in n ? n.value : 'children' in n ? plain(n.children as PhrasingContent[]) : '')).join('');
}
