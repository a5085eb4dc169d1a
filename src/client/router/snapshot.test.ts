import { describe, expect, it } from 'vitest';
import { captureArticle, takeArticle } from './snapshot.ts';

const doc = (html: string | null) => ({ querySelector: () => (html === null ? null : ({ innerHTML: html } as Element)) });

describe('article snapshot', () => {
  it('hands the prerendered article to its own route once', () => {
    captureArticle(doc('<p>x</p>'), '/docs/api/magic-api/get$By$/');
    expect(takeArticle('/docs/other')).toBeUndefined();
    expect(takeArticle('/docs/api/magic-api/get$By$')).toBe('<p>x</p>');
    expect(takeArticle('/docs/api/magic-api/get$By$')).toBeUndefined();
  });
  it('decodes the URL path the browser reports', () => {
    captureArticle(doc('<p>y</p>'), '/zh/docs/%E4%BB%8B%E7%BB%8D');
    expect(takeArticle('/zh/docs/介绍')).toBe('<p>y</p>');
  });
  it('captures nothing on a page without an article', () => {
    captureArticle(doc(null), '/docs/category/api');
    expect(takeArticle('/docs/category/api')).toBeUndefined();
  });
});
