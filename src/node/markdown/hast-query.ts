import type { Element, ElementContent, Nodes, Parents, Root } from 'hast';

/** Small lookups over the prerendered page's hast: the page's own markup is known, no CSS selector engine needed. */
export function classes(el: Element): string[] {
  const c = el.properties.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? (c as string).split(/\s+/) : [];
}

export function hasClass(el: Element, name: string): boolean {
  return classes(el).includes(name);
}

export function isElement(node: Nodes | undefined, tag?: string): node is Element {
  return node?.type === 'element' && (tag === undefined || node.tagName === tag);
}

/** The first element under `node` (depth first, `node` itself included) that `test` accepts. */
export function findElement(node: Nodes, test: (el: Element) => boolean): Element | undefined {
  if (node.type === 'element' && test(node)) return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const hit = findElement(child, test);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * Rewrites every element bottom-up: `map` returns the nodes that replace it (none removes it, the
 * element itself keeps it). Children first, so a replacement sees its content already rewritten.
 */
export function rewrite(tree: Root | Element, map: (el: Element) => ElementContent[] | Element): void {
  const walk = (parent: Parents) => {
    const children = parent.children as ElementContent[];
    // A new list only from the first child that changes: most elements map to themselves.
    let out: ElementContent[] | undefined;
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      let next: ElementContent[] | Element = child as Element;
      if (child.type === 'element') {
        walk(child);
        next = map(child);
      }
      if (next === child) { out?.push(child); continue; }
      out ??= children.slice(0, i);
      if (Array.isArray(next)) out.push(...next);
      else out.push(next);
    }
    if (out) parent.children = out as typeof parent.children;
  };
  walk(tree);
}
