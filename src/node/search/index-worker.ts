// Worker thread (see search-plugin.ts), used when ENTIX_SEARCH_WORKER=1: indexing needs nothing
// but the sections. By default a build indexes on its main thread, which costs less.
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchSection } from '../../shared/search/types.ts';
import type { Locale } from '../../shared/types.ts';
import { localeFiles } from './emit.ts';

const { byLocale, synonyms } = workerData as { byLocale: Record<Locale, SearchSection[]>; synonyms?: string[][] };
parentPort!.postMessage(Object.fromEntries(Object.entries(byLocale).map(([locale, sections]) => [locale, localeFiles(locale as Locale, sections, synonyms)])));
