// The real site's tests read content/ with the locales its config declares.
import site from '../../content/site.config.ts';
import { loadSiteConfig } from '../../src/node/config.ts';

loadSiteConfig(site, undefined);
