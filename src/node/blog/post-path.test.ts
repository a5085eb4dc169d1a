import { describe, expect, it } from 'vitest';
import { parsePostDate, parsePostPath, postRoute, whyNoDate } from './post-path.ts';

describe('blog file names', () => {
  it('take date and slug from a date prefix', () => {
    expect(parsePostPath('2025-06-01-entix-v4.md')).toEqual({ date: '2025-06-01', slug: 'entix-v4' });
    expect(parsePostPath('2024-10-15-entix-3.1.1.mdx')).toEqual({ date: '2024-10-15', slug: 'entix-3.1.1' });
    expect(parsePostPath('2024/03/12/hello/index.md')).toEqual({ date: '2024-03-12', slug: 'hello' });
    expect(parsePostPath('2024-03-12-hello/index.md')).toEqual({ date: '2024-03-12', slug: 'hello' });
  });
  it('keep the whole name when there is no (valid) date', () => {
    expect(parsePostPath('release-notes.md')).toEqual({ slug: 'release-notes' });
    expect(parsePostPath('2024-02-30-bad.md')).toEqual({ date: undefined, slug: 'bad', impossibleDate: '2024-02-30' });
  });
  it('say why a date does not exist', () => {
    expect(whyNoDate('2025-13-45')).toBe('there is no month 13');
    expect(whyNoDate('2025-02-30')).toBe('February 2025 has 28 days');
    expect(whyNoDate('2024-02-30')).toBe('February 2024 has 29 days');
  });
});

describe('post dates', () => {
  it('accept dates and date-times', () => {
    expect(parsePostDate('2025-06-01')).toBe('2025-06-01');
    expect(parsePostDate('2025-06-01T10:30:00Z')).toBe('2025-06-01');
    expect(parsePostDate('2025-06-01 10:30')).toBe('2025-06-01');
    expect(parsePostDate(new Date('2025-06-01T00:00:00Z'))).toBe('2025-06-01');
  });
  it('reject what is not a calendar date', () => {
    expect(parsePostDate('2025-13-01')).toBeUndefined();
    expect(parsePostDate('June 1st')).toBeUndefined();
    expect(parsePostDate(20250601)).toBeUndefined();
  });
});

describe('post routes', () => {
  it('prefer the frontmatter slug, relative or absolute', () => {
    expect(postRoute('/blog', 'entix-v4', 'x')).toBe('/blog/entix-v4');
    expect(postRoute('/blog', '/entix-v4/', 'x')).toBe('/blog/entix-v4');
    expect(postRoute('/blog', undefined, 'hello')).toBe('/blog/hello');
  });
});
