import { existsSync } from 'node:fs';
import { startStaticServer } from './static-server.ts';
import site from '../content/site.config.ts';
import { loadSiteConfig } from '../src/node/config.ts';

const dir = process.argv[2] ?? 'dist';
if (!existsSync(dir)) {
  console.error(`${dir}/ does not exist: run "npm run build" first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
// Served below the site config's base path, as the host will.
const { base = '/' } = loadSiteConfig(site, process.env.ENTIX_SITE_OVERRIDES);
const { url } = await startStaticServer(dir, port, '127.0.0.1', base);
console.log(`Serving ${dir}/ at ${url}/ (Ctrl+C to stop)`);
