import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { frontMatter, scalar } from './front-matter.ts';

describe('frontMatter', () => {
  it('writes title, description, canonical, last update, locale and version as YAML', () => {
    expect(frontMatter({ title: 'Quick start: 5 minutes', description: 'Go.', canonical: 'https://entix.dev/docs/quick-start', lastUpdated: '2025-06-01', locale: 'en', version: 'current' }))
      .toBe('---\ntitle: "Quick start: 5 minutes"\ndescription: Go.\ncanonical: https://entix.dev/docs/quick-start\nlast_updated: 2025-06-01\nlocale: en\nversion: current\n---\n');
  });
  it('leaves out what a page does not have (a blog post has no version)', () => {
    expect(frontMatter({ title: 'Entix v4', canonical: 'https://entix.dev/zh/blog/entix-v4', locale: 'zh' })).toBe('---\ntitle: Entix v4\ncanonical: https://entix.dev/zh/blog/entix-v4\nlocale: zh\n---\n');
  });
});

describe('scalar', () => {
  it('quotes what YAML would read as something else, and every value reads back as the same string', () => {
    const values = ['Quick start', 'Quick start: 5 minutes', '3.1', '4', 'true', 'null', '~', '- item', '#tag', 'a #b', "it's", '"quoted"', 'back\\slash', 'two\nlines', ' padded', '2026-12-07', '快速开始：五分钟', '@access'];
    for (const v of values) expect(parse(`k: ${scalar(v)}`)).toEqual({ k: v });
    expect(values.map(scalar).slice(0, 4)).toEqual(['Quick start', '"Quick start: 5 minutes"', '"3.1"', '"4"']);
  });
});
