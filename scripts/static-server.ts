import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { stripBase } from '../src/shared/base-path.ts';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2',
  // Markdown twins (src/node/markdown/): what the README's deploy section asks of each host.
  '.md': 'text/markdown; charset=utf-8',
};

/** Resolves a URL path inside dir the way static hosts do: file, then dir/index.html, else undefined. */
export function resolveFile(dir: string, urlPath: string): string | undefined {
  let path: string;
  try { path = decodeURIComponent(urlPath.split('?')[0]!); } catch { return undefined; }
  const abs = normalize(join(dir, path));
  if (!abs.startsWith(resolve(dir))) return undefined;
  if (existsSync(abs) && statSync(abs).isFile()) return abs;
  const index = join(abs, 'index.html');
  return existsSync(index) ? index : undefined;
}

/**
 * Serves a built site like a static host, below its base path ('/entix/': dist/ is that folder):
 * unknown paths get the nearest 404.html up the folder tree (zh/404.html under /zh/, as Cloudflare
 * Pages does) with status 404. The url it gives is the site's root, without a trailing slash.
 */
export function startStaticServer(dir: string, port = 0, host = '127.0.0.1', base = '/'): Promise<{ server: Server; url: string }> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const fullPath = new URL(req.url ?? '/', 'http://x').pathname;
    const urlPath = stripBase(base, fullPath);
    let file = urlPath === undefined ? undefined : resolveFile(root, urlPath);
    let status = 200;
    if (!file) {
      status = 404;
      const segments = (urlPath ?? '/').split('/').slice(1, -1);
      const nearest = segments.map((_, i) => join(root, ...segments.slice(0, segments.length - i), '404.html')).find((f) => f.startsWith(root) && existsSync(f));
      file = nearest ?? join(root, '404.html');
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${root}/assets/`);
    // Text is sent gzipped when the browser asks, as real hosts do: byte figures and Lighthouse see what readers get.
    const gzip = /charset=utf-8|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, { 'content-type': type, 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache', vary: 'accept-encoding', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
    const body = createReadStream(file);
    if (gzip) body.pipe(createGzip()).pipe(res);
    else body.pipe(res);
  });
  return new Promise((done) => {
    server.listen(port, host, () => {
      const addr = server.address();
      const p = typeof addr === 'object' && addr ? addr.port : port;
      done({ server, url: `http://${host}:${p}${base.slice(0, -1)}` });
    });
  });
}
