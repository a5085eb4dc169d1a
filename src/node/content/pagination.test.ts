import { describe, expect, it } from 'vitest';
import { docPagination, type PaginationTarget } from './pagination.ts';

const order = [
  { title: 'Intro', href: '/docs/intro' },
  { title: 'Setup', href: '/docs/guide/setup' },
  { title: 'Deploy', href: '/docs/guide/deploy' },
];
const byId = new Map<string, PaginationTarget>([
  ['intro', { href: '/docs/intro', label: 'Intro' }],
  ['guide/setup', { href: '/docs/guide/setup', label: 'Setup', paginationLabel: 'Set it up' }],
  ['guide/deploy', { href: '/docs/guide/deploy', label: 'Deploy' }],
  ['guide/hidden', { href: '/docs/guide/hidden', label: 'Hidden', unlisted: true }],
]);

function nav(fm: Parameters<typeof docPagination>[0], href = '/docs/guide/setup') {
  const missing: string[] = [];
  const links = docPagination(fm, order, href, byId, (key, id) => missing.push(`${key}=${id}`));
  return { ...links, missing };
}

describe("a doc's Previous / Next", () => {
  it('follows the reading order without frontmatter', () => {
    expect(nav({})).toEqual({ prev: order[0], next: order[2], missing: [] });
  });
  it('links the doc an id names, by its pagination_label', () => {
    expect(nav({ pagination_prev: 'guide/deploy', pagination_next: 'guide/setup' }, '/docs/intro')).toEqual({
      prev: { title: 'Deploy', href: '/docs/guide/deploy' },
      next: { title: 'Set it up', href: '/docs/guide/setup' },
      missing: [],
    });
  });
  it('shows no link on a side set to null, keeping the other', () => {
    expect(nav({ pagination_next: null })).toEqual({ prev: order[0], missing: [] });
    expect(nav({ pagination_prev: null })).toEqual({ next: order[2], missing: [] });
  });
  it('gives no link to an unlisted doc, and tells of an id no doc has', () => {
    expect(nav({ pagination_next: 'guide/hidden', pagination_prev: 'guide/nope' })).toEqual({ missing: ['pagination_prev=guide/nope'] });
  });
});
