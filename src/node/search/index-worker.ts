// Worker thread (see search-plugin.ts): tokenising and indexing every section is the slowest
// step of the search build, and it needs nothing but the sections.
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchSection } from '../../shared/search/types.ts';
import type { Locale } from '../../shared/types.ts';
import { localeFiles } from './emit.ts';

const { byLocale, synonyms } = workerData as { byLocale: Record<Locale, SearchSection[]>; synonyms?: string[][] };
parentPort!.postMessage(Object.fromEntries(Object.entries(byLocale).map(([locale, sections]) => [locale, localeFiles(locale as Locale, sections, synonyms)])));
