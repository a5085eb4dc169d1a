import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { buildFixture, makeFixture, type BuildResult } from './build-fixture.ts';
import { walk } from '../../src/node/content/scan.ts';
import { htmlStructure, markdownStructure } from './twin-structure.ts';

// The fixture's introduction without `slug: /`, as content/ has it: it lives at /docs/intro and /docs repeats it.
const intro = (title: string) => `---\ntitle: ${title}\ndescription: The first page.\nsidebar_position: 1\n---\n\nWelcome. See the [guide](/docs/guide/setup).\n`;
// Every construct a twin has a form for, in one page of each language (Markdown twins, below).
const constructs = (lang: 'en' | 'zh') => `---\ntitle: ${lang === 'en' ? 'Constructs' : '构件'}\ndescription: ${lang === 'en' ? 'Every construct.' : '所有构件。'}\n---\n\n`
  + `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n`
  + `Read the [guide](/docs/guide/setup) and [this part](#tables).\n\n`
  + `:::note\nA plain note.\n:::\n\n:::tip Faster reloads\nUse \`entix reload\`.\n:::\n\n`
  + `<Tabs>\n<TabItem value="curl" label="curl">\n\n\`\`\`bash\ncurl -X POST localhost:8080\n\`\`\`\n\n</TabItem>\n<TabItem value="js" label="JavaScript">\n\n\`\`\`js\nawait fetch('/api')\n\`\`\`\n\n</TabItem>\n</Tabs>\n\n`
  + `## Tables\n\n| key | meaning |\n| --- | --- |\n| \`code\` | 0 on success |\n\n`
  + `## Code\n\n\`\`\`sql title="shop.sql" {1}\nSELECT 1;\nSELECT 2;\n\`\`\`\n\n`
  + `<details>\n<summary>Why two?</summary>\n\nBecause [both](/docs/intro).\n\n</details>\n\n![The logo](/img/logo.svg)\n`;
let r: BuildResult;
const read = (file: string) => readFileSync(`${r.outDir}/${file}`, 'utf8');

beforeAll(() => {
  const dir = makeFixture('deploy-output', { 'en/docs/intro.md': intro('Fixture introduction'), 'zh/docs/intro.md': intro('夹具简介'), 'en/docs/guide/constructs.mdx': constructs('en'), 'zh/docs/guide/constructs.mdx': constructs('zh') });
  r = buildFixture(dir, undefined, { ENTIX_SITE_OVERRIDES: JSON.stringify({ editUrl: 'https://example.com/site/edit/main/content/' }) });
  if (r.status !== 0) throw new Error(r.output);
}, 240_000);

describe('introduction route', () => {
  it('serves the first doc at its own route in both locales, linked from the sidebar', () => {
    expect(read('docs/intro/index.html')).toContain('<link rel="canonical" href="https://entix.dev/docs/intro"');
    expect(read('zh/docs/intro/index.html')).toContain('<link rel="canonical" href="https://entix.dev/zh/docs/intro"');
    expect(read('docs/intro/index.html')).toMatch(/class="[^"]*doc-sidebar[^"]*"[\s\S]*href="\/docs\/intro"/);
  });

  it('shows the same page at /docs with its canonical link pointing at /docs/intro, listed once in the sitemap', () => {
    const root = read('docs/index.html');
    expect(root).toContain('Welcome.');
    expect(root).toContain('<link rel="canonical" href="https://entix.dev/docs/intro"');
    expect(read('zh/docs/index.html')).toContain('<link rel="canonical" href="https://entix.dev/zh/docs/intro"');
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://entix.dev/docs/intro</loc>');
    expect(sitemap).not.toContain('<loc>https://entix.dev/docs</loc>');
  });
});

describe('404 pages', () => {
  it('writes a prerendered Chinese zh/404.html', () => {
    const zh = read('zh/404.html');
    expect(zh).toMatch(/<html lang="zh-CN"/);
    expect(zh).toContain('<h1>找不到页面</h1>');
    expect(zh).toContain('<title>找不到页面 | Entix</title>');
  });

  it('writes a root 404.html in English that carries the Chinese body for /zh/ URLs', () => {
    const root = read('404.html');
    expect(root).toMatch(/<html lang="en"/);
    expect(root).toContain('<h1>Page Not Found</h1>');
    expect(root).toMatch(/<template id="entix-404-0">[\s\S]*<h1>找不到页面<\/h1>[\s\S]*<\/template>/);
  });
});

describe('site config', () => {
  it('gives docs an "Edit this page" link to the source file (an untranslated page edits the English one)', () => {
    expect(read('docs/intro/index.html')).toMatch(/<a class="edit-this-page" href="https:\/\/example\.com\/site\/edit\/main\/content\/en\/docs\/intro\.md"[^>]*>[\s\S]*?Edit this page<\/a>/);
    expect(read('zh/docs/intro/index.html')).toContain('href="https://example.com/site/edit/main/content/zh/docs/intro.md"');
    expect(read('zh/docs/intro/index.html')).toContain('编辑此页');
    expect(read('zh/docs/guide/setup/index.html')).toContain('href="https://example.com/site/edit/main/content/en/docs/guide/setup.md"');
    expect(read('markdown-page/index.html')).not.toContain('class="edit-this-page"');
  });

  // A wrong override's message (navbar.hideOnScrol, blog.feeds) is src/node/config-messages.test.ts: loadSiteConfig, as vite.config.ts calls it.
});

describe('Markdown twins', () => {
  const routes = () => walk(r.outDir).filter((f) => f.endsWith('/index.html') && !/(^|\/)404\//.test(f.slice(r.outDir.length))).map((f) => f.slice(r.outDir.length, -'/index.html'.length) || '/');
  // twinPath (src/shared/markdown-twin.ts): the route plus .md; a locale's home has index.md in its folder.
  const twinFile = (route: string) => (route === '/' ? 'index.md' : route === '/zh' ? 'zh/index.md' : `${route.slice(1)}.md`);

  it('gives every route a twin, named in its head', () => {
    expect(routes().length).toBeGreaterThan(10);
    for (const route of routes()) {
      expect(existsSync(`${r.outDir}/${twinFile(route)}`), route).toBe(true);
      expect(read(`${route === '/' ? '' : `${route.slice(1)}/`}index.html`)).toContain(`<link rel="alternate" type="text/markdown" href="/${twinFile(route)}"`);
    }
  });

  it('links each locale’s llms.txt to twins that exist, in sidebar order, and names the llms files in robots.txt', () => {
    for (const file of ['llms.txt', 'zh/llms.txt']) {
      const text = read(file);
      expect(text.startsWith('# Entix\n\n> ')).toBe(true);
      const links = [...text.matchAll(/\]\((https:\/\/entix\.dev\/[^)]*)\)/g)].map((m) => m[1]!);
      expect(links.length, file).toBeGreaterThan(3);
      for (const url of links) expect(existsSync(`${r.outDir}/${url.slice('https://entix.dev/'.length)}`), url).toBe(true);
    }
    const full = read('llms-full.txt');
    expect(full).toContain('URL: https://entix.dev/docs/guide/constructs');
    expect(full).not.toContain('\nlocale: en\n');
    expect(read('robots.txt')).toMatch(/^# .*https:\/\/entix\.dev\/llms\.txt .*https:\/\/entix\.dev\/zh\/llms-full\.txt/);
  });

  it('writes each construct in its Markdown form, in the page’s language', () => {
    const en = read('docs/guide/constructs.md');
    expect(en).toMatch(/^---\ntitle: Constructs\ndescription: Every construct\.\ncanonical: https:\/\/entix\.dev\/docs\/guide\/constructs\n(last_updated: .*\n)?locale: en\nversion: current\n---\n/);
    expect(en).toContain('> **Note:** A plain note.');
    expect(en).toContain('> **Tip: Faster reloads**\n>\n> Use `entix reload`.');
    expect(en).toContain('**curl**\n\n```bash\ncurl -X POST localhost:8080\n```\n\n**JavaScript**\n\n```js\nawait fetch(\'/api\')\n```');
    expect(en).toContain('| key    | meaning      |\n| ------ | ------------ |\n| `code` | 0 on success |');
    expect(en).toContain('```sql title="shop.sql"\nSELECT 1;\nSELECT 2;\n```');
    expect(en).toContain('<details>\n<summary>Why two?</summary>\n\nBecause [both](https://entix.dev/docs/intro).\n\n</details>');
    expect(en).toContain('![The logo](https://entix.dev/img/logo.svg)');
    expect(en).toContain('[this part](https://entix.dev/docs/guide/constructs#tables)');
    expect(en).not.toMatch(/Copy page|Direct link|Edit this page|On this page|data-line/);
    const zh = read('zh/docs/guide/constructs.md');
    expect(zh).toContain('locale: zh\n');
    expect(zh).toContain('> **备注:** A plain note.');
    expect(read('zh/docs/guide/setup.md')).not.toContain('This page has not been translated yet');
  });

  it('parses back (remark with GFM) to the HTML page’s headings, code blocks and link targets', () => {
    let compared = 0;
    for (const route of routes()) {
      const html = read(`${route === '/' ? '' : `${route.slice(1)}/`}index.html`);
      if (!html.includes('data-article')) continue;
      const page = htmlStructure(html, `https://entix.dev${route}`);
      expect(markdownStructure(read(twinFile(route))), route).toEqual(page);
      compared++;
    }
    expect(compared).toBeGreaterThan(8);
  });
});
