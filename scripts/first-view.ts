import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Bytes { raw: number; gzip: number; files: string[] }

const SCRIPT = /<script[^>]*type="module"[^>]*src="([^"]+)"/g;
const PRELOAD = /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g;
const STYLE = /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g;
// Static imports only: `import"./a.js"`, `from"./a.js"`; dynamic `import("./a.js")` loads later.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

function all(re: RegExp, text: string): string[] {
  return [...text.matchAll(re)].map((m) => m[1]!);
}

function measure(dist: string, files: Iterable<string>): Bytes {
  const list = [...new Set(files)].sort();
  let raw = 0;
  let gzip = 0;
  for (const f of list) {
    const buf = readFileSync(join(dist, f));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gzip, files: list };
}

/** JS and CSS a page's first view loads: its scripts, modulepreloads and their static imports. */
export function firstView(dist: string, htmlFile: string): { js: Bytes; css: Bytes } {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const js = new Set<string>();
  const queue = [...all(SCRIPT, html), ...all(PRELOAD, html)].map((u) => u.replace(/^\//, ''));
  while (queue.length) {
    const f = queue.pop()!;
    if (js.has(f) || !existsSync(join(dist, f))) continue;
    js.add(f);
    const code = readFileSync(join(dist, f), 'utf8');
    for (const rel of all(STATIC_IMPORT, code)) queue.push(posix.normalize(posix.join(dirname(f), rel)));
  }
  const css = all(STYLE, html).map((u) => u.replace(/^\//, ''));
  return { js: measure(dist, js), css: measure(dist, css) };
}

export function kb(n: number): string {
  return `${(n / 1024).toFixed(1)} KB`;
}
