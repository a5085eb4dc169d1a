import { describe, expect, it } from 'vitest';
import { frontMatter } from './front-matter.ts';

describe('frontMatter', () => {
  it('writes title, description, canonical, last update, locale and version as YAML', () => {
    expect(frontMatter({ title: 'Quick start: 5 minutes', description: 'Go.', canonical: 'https://entix.dev/docs/quick-start', lastUpdated: '2025-06-01', locale: 'en', version: 'current' }))
      .toBe('---\ntitle: "Quick start: 5 minutes"\ndescription: Go.\ncanonical: https://entix.dev/docs/quick-start\nlast_updated: 2025-06-01\nlocale: en\nversion: current\n---\n');
  });
  it('leaves out what a page does not have (a blog post has no version)', () => {
    expect(frontMatter({ title: 'Entix v4', canonical: 'https://entix.dev/zh/blog/entix-v4', locale: 'zh' })).toBe('---\ntitle: Entix v4\ncanonical: https://entix.dev/zh/blog/entix-v4\nlocale: zh\n---\n');
  });
});
