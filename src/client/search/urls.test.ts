import { describe, expect, it } from 'vitest';
import { echo, hitHref, parseContext, readerContext, searchPageUrl } from './urls.ts';

describe('search urls', () => {
  it('builds search page links with q, ctx and version', () => {
    expect(searchPageUrl('en', 'a b')).toBe('/search?q=a+b');
    expect(searchPageUrl('zh', '密码', { context: 'docs', outside: true })).toBe(`/zh/search?q=${encodeURIComponent('密码')}&ctx=-docs`);
    expect(searchPageUrl('en', 'x', { context: 'blog' }, '4.0')).toBe('/search?q=x&ctx=blog&version=4.0');
  });
  it('reads ctx back, ignoring unknown contexts', () => {
    expect(parseContext('-docs')).toEqual({ context: 'docs', outside: true });
    expect(parseContext('blog')).toEqual({ context: 'blog', outside: false });
    expect(parseContext('<img>')).toEqual({});
  });
  it('puts _highlight before the anchor, one per word, encoded', () => {
    expect(hitHref('/docs/a#errors', ['delbyuk', '<img onerror=x>'])).toBe('/docs/a?_highlight=delbyuk&_highlight=%3Cimg+onerror%3Dx%3E#errors');
    expect(hitHref('/docs/a', [])).toBe('/docs/a');
  });
  it('knows the reader context from the path', () => {
    expect(readerContext('/zh/docs/api')).toBe('docs');
    expect(readerContext('/blog/entix-v4')).toBe('blog');
    expect(readerContext('/')).toBeUndefined();
  });
  it('echoes a long query shortened, by characters not UTF-16 units', () => {
    expect(echo('  cron ')).toBe('cron');
    expect([...echo('删'.repeat(500))]).toHaveLength(60);
    expect(echo('a'.repeat(500)).endsWith('…')).toBe(true);
  });
});
