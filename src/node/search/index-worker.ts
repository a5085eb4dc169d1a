import '../process-locales.ts';
// Worker thread (see search-plugin.ts): indexing needs nothing but the sections, so a build does it
// here while its main thread bundles and prerenders (ENTIX_SEARCH_WORKER=0: on the main thread).
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchSection } from '../../shared/search/types.ts';
import type { Locale } from '../../shared/types.ts';
import { localeFiles } from './emit.ts';

const { byLocale, synonyms } = workerData as { byLocale: Record<string, SearchSection[]>; synonyms?: string[][] };
// By index key (shared/search/index-key.ts).
parentPort!.postMessage(Object.fromEntries(Object.entries(byLocale).map(([key, sections]) => [key, localeFiles(key, sections, synonyms)])));
