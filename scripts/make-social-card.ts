// Renders public/img/social-card.png (1200×630, the Open Graph / Twitter card) from an HTML
// design in Chromium. English only: build machines often lack a CJK font. Run after changing the tagline or logo: npx tsx scripts/make-social-card.ts
import { launchChromium } from './chromium.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import site from '../content/site.config.ts';

const root = resolve(import.meta.dirname, '..');
const logo = readFileSync(resolve(root, 'public/img/logo.svg'), 'utf8');

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: system-ui, 'Noto Sans CJK SC', sans-serif; color: #fff;
    background: radial-gradient(circle at 85% 15%, #5b8df5 0, transparent 45%), linear-gradient(135deg, #163f97, #2e6be6 60%, #3b82f6);
    display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box; overflow: hidden; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .brand svg { width: 112px; height: 112px; border-radius: 24px; box-shadow: 0 12px 40px rgba(0,0,0,.25); }
  .brand svg rect { fill: #fff; } .brand svg path { fill: #2e6be6; }
  h1 { font-size: 104px; margin: 0; letter-spacing: -2px; }
  p { font-size: 40px; line-height: 1.3; margin: 40px 0 0; max-width: 940px; opacity: .95; }
  .url { position: absolute; bottom: 48px; right: 96px; font-size: 28px; opacity: .85; }
  .grid { position: absolute; inset: 0; background-image: linear-gradient(rgba(255,255,255,.06) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,.06) 1px, transparent 1px); background-size: 48px 48px; z-index: -1; }
</style></head><body><div class="grid"></div>
  <div class="brand">${logo}<h1>${site.title}</h1></div>
  <p>${site.tagline.en}</p>
  <div class="url">${site.url.replace(/^https?:\/\//, '')}</div>
</body></html>`;

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
const out = resolve(root, 'public/img/social-card.png');
await page.screenshot({ path: out, type: 'png' });
await browser.close();
console.log(`wrote ${out}`);
