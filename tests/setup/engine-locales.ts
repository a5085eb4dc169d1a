// The engine's tests run on made-up sites with two locales (English at the root, Chinese at /zh),
// bound here as a site config would bind them.
import { bindProcessLocales } from '../../src/node/process-locales.ts';
import locales from './engine-locales-module.ts';

bindProcessLocales(locales);
