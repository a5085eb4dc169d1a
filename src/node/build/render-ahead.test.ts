import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { createRenderAhead } from './render-ahead.ts';

function stubBundle(body: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ahead-')), 'prerender.mjs');
  writeFileSync(file, body);
  return pathToFileURL(file).href;
}

const SLOW = 'export async function renderPage(url) { await new Promise((r) => setTimeout(r, 5)); return { html: "worker " + url }; }';
const URLS = ['/', '/a', '/b', '/c', '/d', '/e'];

/** Renders every page as vite-prerender-plugin asks for them: from the worker when it took it, else here. */
async function renderAll(ahead: ReturnType<typeof createRenderAhead>, urls: string[]): Promise<string[]> {
  const results: string[] = [];
  for (const u of urls) {
    const page = await ahead.take(u);
    results.push(page ? readFileSync(page.htmlFile!, 'utf8') : `main ${u}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return results;
}

describe('render ahead', () => {
  it('shares the pages between threads without rendering one twice', async () => {
    let first!: () => void;
    const delivered = new Promise<void>((resolve) => (first = resolve));
    const ahead = createRenderAhead({ onDelivered: () => first() });
    ahead.start(stubBundle(SLOW), URLS);
    // However slow the machine: the worker has loaded and rendered a page from the end.
    await delivered;
    const results = await renderAll(ahead, URLS);
    await ahead.stop();
    expect(results[0]).toBe('main /');
    expect(results.filter((r) => r.startsWith('worker')).length).toBeGreaterThan(0);
    expect(results.map((r) => r.split(' ')[1])).toEqual(URLS);
  });

  it('ends its thread once every page is claimed and its own delivered, and its pages can still be taken', async () => {
    let finished!: () => void;
    const ended = new Promise<void>((resolve) => (finished = resolve));
    const lost: string[] = [];
    const ahead = createRenderAhead({ onFinished: () => finished(), onLost: (m) => lost.push(m) });
    ahead.start(stubBundle(SLOW), URLS);
    // This thread takes no page until the worker has claimed every other one.
    await ended;
    const results = await renderAll(ahead, URLS);
    await ahead.stop();
    expect(results[0]).toBe('main /');
    expect(results.slice(1)).toEqual(URLS.slice(1).map((u) => `worker ${u}`));
    expect(lost).toEqual([]);
  });

  it('keeps a delivered page in a file until it is taken, not in memory', async () => {
    let first!: (url: string) => void;
    const delivered = new Promise<string>((resolve) => (first = resolve));
    const park = mkdtempSync(join(tmpdir(), 'ahead-park-'));
    const ahead = createRenderAhead({ onDelivered: (u) => first(u), parkDir: park });
    ahead.start(stubBundle(SLOW), URLS);
    const url = await delivered;
    const files = readdirSync(park);
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((f) => readFileSync(join(park, f), 'utf8'))).toContain(`worker ${url}`);
    // Taken, the page is still not read here: its file is the taker's, and stop() removes what is left.
    const taken = await ahead.take(url);
    expect(taken?.result).toEqual({ html: '' });
    expect(readFileSync(taken!.htmlFile!, 'utf8')).toBe(`worker ${url}`);
    await ahead.stop();
    expect(existsSync(park)).toBe(false);
  });

  it('renders on this thread every page a worker that died had taken but not delivered', async () => {
    let lost = '';
    let died!: () => void;
    const dead = new Promise<void>((resolve) => (died = resolve));
    const ahead = createRenderAhead({ exitAfter: 2, onLost: (m) => { lost = m; died(); } });
    ahead.start(stubBundle(SLOW), URLS);
    await dead;
    const results = await renderAll(ahead, URLS);
    await ahead.stop();
    expect(lost).toMatch(/render-ahead thread stopped \(exit code 70\); its 1 unfinished page/);
    // Two delivered from the end, the third taken and lost: it and the rest render here.
    expect(results).toEqual(['main /', 'main /a', 'main /b', 'main /c', 'worker /d', 'worker /e']);
  });

  it('does not wait on a page taken by a worker that dies meanwhile', async () => {
    const ahead = createRenderAhead({ exitAfter: 1 });
    ahead.start(stubBundle('export async function renderPage(url) { await new Promise((r) => setTimeout(r, 200)); return { html: "worker " + url }; }'), ['/', '/a', '/b']);
    await new Promise((r) => setTimeout(r, 100));
    // The worker may not have taken /b yet on a slow machine; what matters is that nothing hangs.
    const results = await renderAll(ahead, ['/', '/a', '/b']);
    await ahead.stop();
    expect(results.map((r) => r.split(' ')[1])).toEqual(['/', '/a', '/b']);
  });

  it('does not wait forever on a page the worker took and never answers', async () => {
    // The stub reports (as a page no one asks for) that it is inside /a, then never returns.
    const hang = 'import { parentPort } from "node:worker_threads"; export async function renderPage(url) { parentPort.postMessage({ url: "/inside", result: url }); for (;;); }';
    const warnings: string[] = [];
    let inside!: () => void;
    const taken = new Promise<void>((resolve) => (inside = resolve));
    const ahead = createRenderAhead({ stallMs: 300, onLost: (m) => warnings.push(m), onDelivered: (u) => u === '/inside' && inside() });
    ahead.start(stubBundle(hang), ['/', '/a']);
    await taken;
    const took = ahead.take('/a');
    expect(took).toBeDefined();
    expect(await took).toBeUndefined();
    expect(warnings.join()).toMatch(/no answer for 0.3 s/);
    await ahead.stop();
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
    let failed!: () => void;
    const answered = new Promise<void>((resolve) => (failed = resolve));
    const ahead = createRenderAhead({ onDelivered: () => failed() });
    ahead.start(stubBundle('export async function renderPage(url) { throw new Error("bad " + url); }'), ['/', '/a']);
    await answered;
    const took = ahead.take('/a');
    expect(took).toBeDefined();
    expect(await took).toBeUndefined();
    await ahead.stop();
  });
});
