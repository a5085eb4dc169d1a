import { serveWithChromium } from './chromium.ts';
import { benchInteraction } from './bench-interaction.ts';
const site = await serveWithChromium('dist');
try { for (const l of await benchInteraction(site)) console.log(l); } finally { await site.close(); }
