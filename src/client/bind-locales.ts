// The site config's locales for this bundle's copy of shared/locales.ts: imported first by each
// entry that reads them (the app, the prerender, the search client), before any of them asks.
import locales from 'virtual:entix/locales';
import { bindLocales } from '../shared/locale-table.ts';

bindLocales(locales);
