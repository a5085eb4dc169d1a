import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { walk } from '../../src/node/content/scan.ts';
import { buildFixture, makeFixture, type BuildResult } from './build-fixture.ts';

// The token bodies were placed by until a page containing it broke its own title, and a
// lookalike of today's per-build slot: neither may move a body or lose text.
const TRICKY = `---
title: Slot entix:prerendered-body
description: The old placeholder entix:prerendered-body, and entix-body-0123 in text.
---

This page says entix:prerendered-body twice: entix:prerendered-body.

\`entix-body-00000000000000000000000000000000\` and $& and $1.
`;

describe('prerender pipeline', () => {
  let r: BuildResult;
  let pages: Map<string, string>;
  beforeAll(() => {
    const dir = makeFixture('prerender-pipeline', { 'en/docs/slot.md': TRICKY });
    // The render-ahead thread exits after taking its third page, leaving that page unrendered.
    // A cache of its own, empty: every page is rendered, so the thread has pages to take.
    r = buildFixture(dir, undefined, { ENTIX_TEST_WORKER_EXIT_AFTER: '2', ENTIX_MDX_CACHE: mkdtempSync(join(tmpdir(), 'entix-prerender-')) });
    pages = new Map(walk(r.outDir).filter((f) => f.endsWith('.html')).map((f) => [relative(r.outDir, f), readFileSync(f, 'utf8')]));
  }, 240_000);

  it('finishes every page when the render-ahead thread dies mid-build, and says so', () => {
    expect(r.status, r.output).toBe(0);
    expect(r.output).toMatch(/render-ahead thread stopped \(exit code 70\); its 1 unfinished page\(s\) render on the main thread/);
    expect(pages.size).toBeGreaterThan(15);
    for (const [file, html] of pages) {
      expect(html, file).toContain('<div id="root"><a class="skip-link"');
      // Each body is its own page's: the article heading starts the head's title.
      const h1 = /<h1>([^<]+)/.exec(html)?.[1];
      if (file.includes('docs/') && h1) expect(/<title>([^<]*)/.exec(html)?.[1], file).toMatch(new RegExp(`^${h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });

  it('reports pages prerendered out of the total, and no bundler timing block', () => {
    expect(r.output).toMatch(/entix: prerendered \d+\/(\d+) pages/);
    expect(r.output).toMatch(/content pages: en \d+, zh \d+/);
    expect(r.output).not.toMatch(/PLUGIN_TIMINGS|SOURCEMAP_BROKEN/);
  });

  it('places a body whose page text contains the placeholder tokens without changing that text', () => {
    // React separates text runs with <!-- -->: the text as a reader sees it.
    const html = (pages.get('docs/slot/index.html') ?? '').replaceAll('<!-- -->', '');
    expect(html).toContain('<title>Slot entix:prerendered-body | ');
    expect(html).toContain('<h1>Slot entix:prerendered-body</h1>');
    expect(html).toContain('This page says entix:prerendered-body twice: entix:prerendered-body.');
    expect(html).toContain('entix-body-00000000000000000000000000000000');
    expect(html).toContain('and $&amp; and $1.');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });
});
