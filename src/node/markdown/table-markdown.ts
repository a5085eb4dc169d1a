import type { Element } from 'hast';

const rowsOf = (el: Element): Element[] =>
  el.children.flatMap((c) => (c.type !== 'element' ? [] : c.tagName === 'tr' ? [c] : ['thead', 'tbody', 'tfoot'].includes(c.tagName) ? rowsOf(c) : []));

/** A column's alignment from its head cell: the align attribute, or the text-align MDX writes as a style. */
function alignOf(cell: Element | undefined): 'l' | 'c' | 'r' | '' {
  const value = String(cell?.properties.align ?? /text-align:\s*(left|center|right)/.exec(String(cell?.properties.style ?? ''))?.[1] ?? '');
  return value === 'left' ? 'l' : value === 'center' ? 'c' : value === 'right' ? 'r' : '';
}

/** A GFM table, cells padded to their column's width as markdown-table pads them; the first row is the head. */
export function tableMarkdown(table: Element, cell: (el: Element) => string): string {
  const rows = rowsOf(table).map((tr) => tr.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th')));
  if (!rows.length) return '';
  const columns = Math.max(...rows.map((r) => r.length));
  const align = Array.from({ length: columns }, (_, i) => alignOf(rows[0]![i]));
  const text = rows.map((r) => Array.from({ length: columns }, (_, i) => (r[i] ? cell(r[i]!) : '')));
  const width = align.map((a, i) => Math.max(...text.map((r) => r[i]!.length), (a === 'c' ? 2 : a ? 1 : 0) + 1));
  const pad = (value: string, i: number) => {
    const room = width[i]! - value.length;
    if (align[i] === 'r') return ' '.repeat(room) + value;
    if (align[i] === 'c') return ' '.repeat(Math.ceil(room / 2)) + value + ' '.repeat(Math.floor(room / 2));
    return value + ' '.repeat(room);
  };
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const delimiter = align.map((a, i) => {
    const dashes = '-'.repeat(Math.max(1, width[i]! - (a === 'c' ? 2 : a ? 1 : 0)));
    return a === 'c' ? `:${dashes}:` : a === 'l' ? `:${dashes}` : a === 'r' ? `${dashes}:` : dashes;
  });
  return [line(text[0]!.map(pad)), line(delimiter), ...text.slice(1).map((r) => line(r.map(pad)))].join('\n');
}
