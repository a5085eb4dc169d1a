import type { IncomingMessage, ServerResponse } from 'node:http';
import { locales } from '../../shared/locales.ts';
import type { SearchManifest } from '../../shared/search/types.ts';
import type { PageRecord } from '../content/site-model.ts';
import { searchPage, type SearchPage } from './collect.ts';
import { devIndexer, type DevFiles } from './dev-build.ts';
import { createDevIndex, SUPERSEDED } from './dev-index.ts';
import { devThread, type DevAnswer } from './dev-thread.ts';
import { manifestEntry, type SearchFile } from './emit.ts';
import { loadSynonyms } from './synonyms.ts';

export interface DevSearchOptions {
  root: string;
  /** The site's pages as of now (read when a build starts, after the edits it follows). */
  pages: () => PageRecord[];
  synonyms?: { abs: string; display: string };
  /** Where the index's URLs start: the site's base and DEV_PATH. */
  urlBase: string;
  /** The worker thread's module, relative to root (tests: one that fails). */
  worker?: string;
  debounceMs?: number;
}

export interface DevSearch {
  /** Serves manifest.json and the files it names, below urlBase. */
  middleware: (req: IncomingMessage, res: ServerResponse) => void;
  /** A content edit. */
  edited(): void;
  close(): void;
}

interface Served {
  files: Map<string, string>;
  manifest: SearchManifest;
}

/**
 * The dev server's search index, served from memory and built in a worker thread: built on the
 * server's thread (parsing every page, indexing both locales: 1.5-3 s, more on a busy machine)
 * it held up the HMR update and module requests of the edit it followed.
 */
export function devSearch(opts: DevSearchOptions): DevSearch {
  const thread = devThread(opts.root, opts.worker);
  let inThread: ReturnType<typeof devIndexer> | undefined;
  let closed = false;
  const served = (version: number, files: DevFiles): Served => {
    const byName = new Map<string, string>();
    const url = (f: SearchFile) => {
      byName.set(f.name, f.source);
      return `${opts.urlBase}${f.name}?v=${version}`;
    };
    const manifest: SearchManifest = {};
    for (const [key, one] of Object.entries(files)) manifest[key] = manifestEntry(one, url);
    return { files: byName, manifest };
  };
  const build = async (version: number) => {
    const sources = new Map<string, NonNullable<SearchPage['source']>>();
    const pages = opts.pages().map((p) => searchPage(p, sources));
    let answer: DevAnswer;
    try {
      answer = await thread.run({ version, pages, synonyms: opts.synonyms });
    } catch (e) {
      if (closed) return SUPERSEDED;
      // Slower for the server, but search still works.
      console.warn(`entix: the search index's worker thread failed (${(e as Error).message}); indexing on the dev server's thread`);
      const synonyms = opts.synonyms ? loadSynonyms(opts.synonyms.abs, opts.synonyms.display) : [];
      answer = { version, files: (inThread ??= devIndexer())(pages, synonyms) };
    }
    if ('error' in answer) throw new Error(answer.error);
    if ('superseded' in answer) return SUPERSEDED;
    return served(version, answer.files);
  };
  const index = createDevIndex<Served>({ build, debounceMs: opts.debounceMs ?? 300 });
  const middleware = (req: IncomingMessage, res: ServerResponse) => {
    const [name = '', query] = (req.url ?? '').replace(/^\//, '').split('?');
    const v = new URLSearchParams(query).get('v');
    // A file named by a manifest the page already has comes from that index, so the shards it
    // fetches later match the meta it read (a newer manifest is announced by entix:search-changed).
    const named = name !== 'manifest.json' && v !== null ? index.at(Number(v)) : undefined;
    res.setHeader('cache-control', 'no-store');
    (named ? Promise.resolve(named) : index.current()).then(
      ({ value }) => {
        const body = name === 'manifest.json' ? JSON.stringify(value.manifest) : value.files.get(name);
        res.setHeader('content-type', 'application/json; charset=utf-8');
        if (body === undefined) res.statusCode = 404;
        res.end(body ?? '{}');
      },
      (e: Error) => {
        res.statusCode = 500;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(`entix: the search index failed to build: ${e.message}`);
      },
    );
  };
  return {
    middleware,
    edited: () => thread.edited(index.edited()),
    close() {
      closed = true;
      index.close();
      thread.close();
    },
  };
}
