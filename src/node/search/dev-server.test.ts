import { afterEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { HotUpdateOptions, Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import type { SearchManifest } from '../../shared/search/types.ts';
import type { Locale } from '../../shared/types.ts';
import type { PageRecord, SiteModel } from '../content/site-model.ts';
import { devSearch, type DevSearch } from './dev-server.ts';
import { searchPlugin } from './search-plugin.ts';
import { createBuildContext } from '../plugin/build-context.ts';
import type { SiteConfig } from '../../shared/site-config-types.ts';
import { parseRoute } from '../../shared/route-id.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
// Each test starts a worker thread (tsx compiles it there): seconds on a busy machine.
const SLOW = { timeout: 60_000 };

function pageRecord(path: string, locale: Locale, body: string): PageRecord {
  const title = path.split('/').pop()!;
  const abs = `/c/${locale}${path.replace(/^\/zh/, '')}.md`;
  return {
    path,
    locale,
    id: parseRoute(path, [{ name: 'current', path: '/docs' }]),
    data: { kind: 'doc', locale, path, title, description: '', alternates: {} },
    source: { rel: `${title}.md`, abs, display: abs, frontMatter: {}, bodyLineOffset: 0, body },
  };
}
const site = () => [pageRecord('/docs/setup', 'en', '# Setup\n\nRun the installer.\n'), pageRecord('/zh/docs/setup', 'zh', '# 安装\n\n运行安装程序。\n')];

interface Answer { status: number; type?: string; body: string }
type Middleware = (req: IncomingMessage, res: ServerResponse) => void;

/** One request to the middleware; `sync` says whether it was answered before the call returned. */
function ask(middleware: Middleware, url: string): { answer: Promise<Answer>; sync: boolean } {
  let sync = true;
  let ended = false;
  const answer = new Promise<Answer>((resolve) => {
    const headers = new Map<string, string>();
    const res = {
      statusCode: 200,
      setHeader: (k: string, v: string) => headers.set(k.toLowerCase(), v),
      end(body: string) {
        ended = true;
        resolve({ status: this.statusCode, type: headers.get('content-type'), body });
      },
    };
    middleware({ url } as IncomingMessage, res as unknown as ServerResponse);
  });
  sync = ended;
  return { answer, sync };
}

const json = async <T>(a: { answer: Promise<Answer> }) => JSON.parse((await a.answer).body) as T;
const fileName = (url: string) => `/${url.split('/').pop()}`;

let open: DevSearch | undefined;
let plugin: Plugin | undefined;
afterEach(() => {
  open?.close();
  (plugin?.closeBundle as (() => void) | undefined)?.call(undefined);
  open = plugin = undefined;
  vi.restoreAllMocks();
});

describe('dev server search index', () => {
  it('answers without holding up the server\'s thread, and an edit made meanwhile is in the answer', SLOW, async () => {
    const pages = site();
    const model: SiteModel = { pages, sidebars: {}, warnings: [], fileRoutes: new Map() };
    plugin = searchPlugin(createBuildContext({ root: ROOT, contentDir: '/c', outDir: join(ROOT, 'no-dist'), site: {} as SiteConfig, cacheDir: undefined }), () => model);
    (plugin.configResolved as (c: ResolvedConfig) => void)({ command: 'serve', base: '/', build: { assetsDir: 'assets' } } as ResolvedConfig);
    let middleware: Middleware | undefined;
    (plugin.configureServer as (s: ViteDevServer) => void)({ middlewares: { use: (_: string, fn: Middleware) => (middleware = fn) } } as unknown as ViteDevServer);
    const asked = ask(middleware!, '/manifest.json');
    // Built on the server's thread, the index was answered before anything else could run.
    expect(asked.sync).toBe(false);
    let turned = false;
    setImmediate(() => (turned = true));
    // A save while the index builds (entix:content has updated the model by then).
    pages[0]!.source!.body += '\n## Islands\n\nShip it to Zanzibar.\n';
    const sent: unknown[] = [];
    (plugin.hotUpdate as (this: unknown, o: HotUpdateOptions) => void).call({ environment: { name: 'client', hot: { send: (m: unknown) => sent.push(m) } } }, { file: '/c/en/docs/setup.md' } as HotUpdateOptions);
    expect(sent).toEqual([{ type: 'custom', event: 'entix:search-changed' }]);
    const manifest = await json<SearchManifest>(asked);
    expect(turned).toBe(true);
    expect(manifest.en!.index).toMatch(/^\/__entix\/search\/search-en\.json\?v=1$/);
    const text = await Promise.all(manifest.en!.text.map((u) => ask(middleware!, fileName(u)).answer));
    expect(text.map((t) => t.body).join('')).toContain('Zanzibar');
  });

  it('serves the files the manifest names, by name', SLOW, async () => {
    open = devSearch({ root: ROOT, pages: site, urlBase: '/base/__entix/search/' });
    const manifest = await json<SearchManifest>(ask(open.middleware, '/manifest.json'));
    expect(Object.keys(manifest)).toEqual(['en', 'zh']);
    expect(manifest.zh!.index).toBe('/base/__entix/search/search-zh.json?v=0');
    const index = await ask(open.middleware, fileName(manifest.zh!.index)).answer;
    expect(index.status).toBe(200);
    expect(index.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(index.body)).toHaveProperty('bounds');
    expect((await ask(open.middleware, '/search-fr.json').answer).status).toBe(404);
  });

  it('builds on the server\'s thread when the worker thread fails, so search still works', SLOW, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open = devSearch({ root: ROOT, pages: site, urlBase: '/__entix/search/', worker: 'src/node/search/no-such-worker.ts' });
    const manifest = await json<SearchManifest>(ask(open.middleware, '/manifest.json'));
    expect(manifest.en!.terms.length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("search index's worker thread failed"));
  });

  it('answers 500 with the reason when the index cannot be built, never leaving the request open', SLOW, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'entix-dev-search-'));
    writeFileSync(join(dir, 'search-synonyms.yml'), '- [事务, transaction]\n- just one\n');
    open = devSearch({ root: ROOT, pages: site, urlBase: '/__entix/search/', synonyms: { abs: join(dir, 'search-synonyms.yml'), display: 'content/search-synonyms.yml' } });
    const answer = await ask(open.middleware, '/manifest.json').answer;
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('content/search-synonyms.yml:2');
  });
});
