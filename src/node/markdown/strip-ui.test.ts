import { describe, expect, it } from 'vitest';
import { md } from './test-html.ts';

describe('UI text', () => {
  it('is dropped: heading anchors, breadcrumbs, the mobile TOC, Copy page, banners (an old version’s too), the version badge, the docs footer, pagination', () => {
    const html = '<article class="markdown"><nav class="breadcrumbs"><ol><li>⌂</li></ol></nav><h1>Title</h1>'
      + '<div class="copy-page"><button type="button" class="copy-page__copy">Copy page</button><details class="copy-page__more"><summary>▾</summary><a href="/docs/x.md">View as Markdown</a></details></div>'
      + '<details class="toc-mobile"><summary>On this page</summary><nav><ul><li><a href="#a">A</a></li></ul></nav></details>'
      + '<div class="admonition admonition--info untranslated">Not translated yet.</div>'
      + '<div class="admonition admonition--warning version-banner" role="note"><p>This is documentation for Entix 3.1.</p></div><span class="badge version-badge">Version: 3.1</span>'
      + '<div class="article-body"><h2 id="a" class="anchor">A<a class="hash-link" href="#a" aria-label="Direct link to A">​</a></h2><p>Text.</p></div></article>'
      + '<div class="doc-footer"><a class="edit-this-page" href="https://github.com/e">Edit this page</a></div><nav class="pagination-nav"><a href="/docs/y">Next</a></nav>';
    expect(md(html)).toBe('# Title\n\n## A\n\nText.\n');
  });
});
