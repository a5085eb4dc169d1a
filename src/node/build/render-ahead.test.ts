import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { createRenderAhead } from './render-ahead.ts';

function stubBundle(body: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ahead-')), 'prerender.mjs');
  writeFileSync(file, body);
  return pathToFileURL(file).href;
}

describe('render ahead', () => {
  it('shares the pages between threads without rendering one twice', async () => {
    const url = stubBundle('export async function prerender({ url }) { await new Promise((r) => setTimeout(r, 5)); return { html: "worker " + url }; }');
    const ahead = createRenderAhead();
    const urls = ['/', '/a', '/b', '/c', '/d', '/e'];
    ahead.start(url, urls);
    // Give the worker time to load and claim pages from the end, however slow the machine.
    await new Promise((r) => setTimeout(r, 400));
    const results: string[] = [];
    for (const u of urls) {
      const took = ahead.take(u);
      const page = (await took) as { html: string } | undefined;
      results.push(page ? page.html : `main ${u}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    await ahead.stop();
    expect(results[0]).toBe('main /');
    expect(results.filter((r) => r.startsWith('worker')).length).toBeGreaterThan(0);
    expect(results.map((r) => r.split(' ')[1])).toEqual(urls);
  });

  it('renders everything on this thread when the worker cannot load the bundle', async () => {
    const ahead = createRenderAhead();
    ahead.start(stubBundle('throw new Error("no")'), ['/', '/a', '/b']);
    await new Promise((r) => setTimeout(r, 500));
    expect(ahead.take('/a')).toBeUndefined();
    expect(ahead.take('/b')).toBeUndefined();
    await ahead.stop();
  });

  it('falls back to this thread for a page the worker failed on', async () => {
    const ahead = createRenderAhead();
    ahead.start(stubBundle('export async function prerender({ url }) { throw new Error("bad " + url); }'), ['/', '/a']);
    await new Promise((r) => setTimeout(r, 500));
    const took = ahead.take('/a');
    expect(took).toBeDefined();
    expect(await took).toBeUndefined();
    await ahead.stop();
  });
});
