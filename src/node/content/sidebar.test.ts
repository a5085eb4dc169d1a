import { describe, expect, it } from 'vitest';
import { buildDocsStructure, neighbours, type SidebarDoc } from './sidebar.ts';
import type { CategoryJson } from './scan.ts';

function doc(dir: string, name: string, position?: number, isIndex = false): SidebarDoc {
  const href = '/docs' + (dir ? `/${dir}` : '') + (isIndex ? '' : `/${name}`);
  return { dir, name, id: [dir, name].filter(Boolean).join('/'), isIndex, href, label: name, title: name.toUpperCase(), description: `about ${name}`, position };
}

describe('buildDocsStructure', () => {
  const docs = [
    doc('', 'intro', 1),
    doc('api', 'spec', 2),
    doc('api', 'errors', 1),
    doc('api/custom', 'index', undefined, true),
    doc('api/custom', 'go', 1),
    doc('guide', 'b'),
    doc('guide', 'a'),
  ];
  const cats = new Map<string, CategoryJson>([
    ['api', { label: 'API', position: 2, link: { type: 'generated-index', slug: '/category/api', description: 'All APIs' } }],
    ['api/custom', { label: 'Custom', position: 3 }],
    ['guide', { position: 3 }],
  ]);
  const s = buildDocsStructure(docs, cats, (r) => r);

  it('orders by position, then by name, folders as categories', () => {
    expect(s.sidebar.map((i) => i.label)).toEqual(['intro', 'API', 'guide']);
    const api = s.sidebar[1]!;
    expect(api.type === 'category' && api.items.map((i) => i.label)).toEqual(['errors', 'spec', 'Custom']);
    const guide = s.sidebar[2]!;
    expect(guide.type === 'category' && guide.items.map((i) => i.label)).toEqual(['a', 'b']);
  });
  it('links categories to generated indexes and index docs', () => {
    expect(s.sidebar[1]!.href).toBe('/docs/category/api');
    const custom = s.sidebar[1]!.type === 'category' ? (s.sidebar[1] as { items: { href?: string }[] }).items[2] : undefined;
    expect(custom?.href).toBe('/docs/api/custom');
    expect(s.generatedIndexes[0]).toMatchObject({ href: '/docs/category/api', title: 'API', description: 'All APIs' });
    expect(s.generatedIndexes[0]!.cards.map((c) => c.title)).toEqual(['ERRORS', 'SPEC', 'Custom']);
  });
  it('gives breadcrumbs and reading order', () => {
    expect(s.breadcrumbs.get('/docs/api/custom/go')?.map((c) => c.title)).toEqual(['API', 'Custom']);
    expect(s.order.map((l) => l.href)).toEqual([
      '/docs/intro', '/docs/category/api', '/docs/api/errors', '/docs/api/spec', '/docs/api/custom', '/docs/api/custom/go', '/docs/guide/a', '/docs/guide/b',
    ]);
    expect(neighbours(s.order, '/docs/api/spec')).toEqual({ prev: { title: 'errors', href: '/docs/api/errors' }, next: { title: 'Custom', href: '/docs/api/custom' } });
  });

  it('leaves unlisted docs out of the sidebar, the reading order and the cards, keeping their breadcrumbs', () => {
    const hidden = { ...doc('api', 'secret', 3), unlisted: true };
    const hiddenIndex = { ...doc('lone', 'index', 9, true), unlisted: true };
    const u = buildDocsStructure([...docs, hidden, hiddenIndex, { ...doc('lone', 'only', 1), unlisted: true }], cats, (r) => r);
    expect(u.sidebar).toEqual(s.sidebar);
    expect(u.order).toEqual(s.order);
    expect(u.generatedIndexes[0]!.cards.map((c) => c.title)).toEqual(['ERRORS', 'SPEC', 'Custom']);
    expect(u.breadcrumbs.get('/docs/api/secret')?.map((c) => c.title)).toEqual(['API']);
  });
  it('keeps a category whose generated index still leads somewhere when all its docs are unlisted', () => {
    const u = buildDocsStructure([doc('', 'intro', 1), { ...doc('api', 'errors'), unlisted: true }], cats, (r) => r);
    expect(u.sidebar.map((i) => [i.label, i.href, i.type === 'category' ? i.items.length : -1])).toEqual([['intro', '/docs/intro', -1], ['API', '/docs/category/api', 0]]);
  });
  it("names a doc in Previous / Next by its pagination_label, as a category linked to it too", () => {
    const labelled = docs.map((d) => (d.name === 'spec' ? { ...d, paginationLabel: 'The spec' } : d.isIndex ? { ...d, paginationLabel: 'Custom APIs' } : d));
    const l = buildDocsStructure(labelled, cats, (r) => r);
    expect(neighbours(l.order, '/docs/api/errors').next).toEqual({ title: 'The spec', href: '/docs/api/spec' });
    expect(neighbours(l.order, '/docs/api/spec').next).toEqual({ title: 'Custom APIs', href: '/docs/api/custom' });
    const api = l.sidebar[1]!;
    expect(api.type === 'category' && api.items[1]!.label).toBe('spec');
  });
  it("puts a doc's sidebar_class_name on its item", () => {
    const c = buildDocsStructure([{ ...doc('', 'intro'), className: 'sidebar-new' }], new Map(), (r) => r);
    expect(c.sidebar).toEqual([{ type: 'link', label: 'intro', href: '/docs/intro', className: 'sidebar-new' }]);
  });
  it("puts a category's className from _category_.json on its item", () => {
    const c = buildDocsStructure([doc('api', 'spec')], new Map([['api', { label: 'API', className: 'sidebar-api' }]]), (r) => r);
    expect(c.sidebar).toEqual([{ type: 'category', label: 'API', className: 'sidebar-api', items: [{ type: 'link', label: 'spec', href: '/docs/api/spec' }] }]);
  });
});
