import { describe, expect, it } from 'vitest';
import { misspeltKeys } from './frontmatter-schema.ts';

describe('misspelt frontmatter keys', () => {
  it('names a key a slip away from one Docusaurus reads, with that key', () => {
    expect(misspeltKeys({ title: 'T', sidebar_postion: 2, hide_tilte: true }, 'doc')).toEqual([
      { key: 'sidebar_postion', near: 'sidebar_position' },
      { key: 'hide_tilte', near: 'hide_title' },
    ]);
  });

  it("leaves a writer's own keys and every known key alone, per kind of page", () => {
    expect(misspeltKeys({ title: 'T', sidebar_position: 1, audience: 'ops', product_area: 'api' }, 'doc')).toEqual([]);
    expect(misspeltKeys({ date: '2025-01-01', authors: ['a'] }, 'blog')).toEqual([]);
    expect(misspeltKeys({ autors: ['a'] }, 'blog')).toEqual([{ key: 'autors', near: 'authors' }]);
  });
});
