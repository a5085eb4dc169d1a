import { existsSync } from 'node:fs';
import { startStaticServer } from './static-server.ts';

const dir = process.argv[2] ?? 'dist';
if (!existsSync(dir)) {
  console.error(`${dir}/ does not exist: run "npm run build" first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
const { url } = await startStaticServer(dir, port);
console.log(`Serving ${dir}/ at ${url}/ (Ctrl+C to stop)`);
