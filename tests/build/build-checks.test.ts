import { describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFixture, makeFixture } from './build-fixture.ts';

/** A docs page's Previous / Next links: "rel href text". */
const pager = (html: string) => [.../<nav class="pagination-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1]?.replaceAll('<!-- -->', '').matchAll(/<a [^>]*rel="(prev|next)" href="([^"]+)"[^>]*><small>[^<]*<\/small><span>([^<]*)<\/span><\/a>/g) ?? []].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
const editLinks = (html: string) => [...html.matchAll(/<a class="edit-this-page" href="([^"]+)"/g)].map((m) => m[1]);
/** The basic fixture as it is, built once for the tests that read it. */
let plainBuild: ReturnType<typeof buildFixture> | undefined;
const plain = () => (plainBuild ??= buildFixture(makeFixture('plain')));
const page = (body: string, title = 'Checks') => `---\ntitle: ${title}\ndescription: A page for build checks.\n---\n\n${body}\n`;

/** One build of the basic fixture with the pages of several tests that do not touch each other's pages. */
let extrasBuild: ReturnType<typeof buildFixture> | undefined;
const extras = () => (extrasBuild ??= (() => {
  const dir = makeFixture('shared-extras', {
    // warnings
    ...{
        'en/docs/checks.md': page('Intro.\n\n[gone](./gone.md) and [anchor](/docs/guide/setup#no-such-heading).'),
        // Sorts before guide/setup.md, and its slug lands on the same route: the file path wins.
        'en/docs/a-first.md': '---\ntitle: Slug squatter\ndescription: Claims another route.\nslug: guide/setup\n---\n\nNot the setup page.\n',
      },
    // images
    ...{ 'en/docs/guide/pic.md': page('![A diagram](./diagram.png)\n\n![Logo](/img/logo.svg)') },
    // dotted
    ...{
        'en/docs/release-4.10.md': page('Notes for 4.10.', 'Release 4.10'),
        'zh/docs/intro.md': '---\ntitle: 示例介绍\ndescription: 第一页。\nslug: /\n---\n\n参阅[4.10](/docs/release-4.10)。\n',
      },
    // draft
    ...{
        'en/docs/guide/secret.md': '---\ntitle: Secret plans\ndescription: Not yet.\ndraft: true\n---\n\nUnreleased.\n',
        'en/docs/guide/shown.md': '---\ntitle: Shown plans\ndescription: Out now.\n---\n\nReleased.\n',
      },
    // bom-empty
    ...{
        'en/docs/bom.md': `\uFEFF${page('Text after a byte order mark.', 'Title behind a BOM')}`,
        'en/docs/empty.md': '',
      },
    // docusaurus-imports
    ...{
        'en/docs/moved.mdx': page([
          "import Admonition from '@theme/Admonition';",
          "import Link from '@docusaurus/Link';",
          "import useBaseUrl from '@docusaurus/useBaseUrl';",
          "import TabItem from '@site/src/client/theme/mdx/TabItem.tsx';",
          "import CodeBlock from '@theme/CodeBlock';",
          '',
          '<Admonition type="tip" title="Moved">Kept its admonition.</Admonition>',
          '',
          'See <Link to="/docs/guide/setup">the setup</Link>.',
          '',
          '<img src={useBaseUrl(\'/img/logo.svg\')} alt="Logo" />',
          '',
          '<TabItem value="x">Item text.</TabItem>',
          '',
          '<CodeBlock language="bash" title="run.sh">{`npm ci`}</CodeBlock>',
          '',
          'export const steps = [1, 2].join(" then ");',
          '',
          '<CodeBlock>{steps}</CodeBlock>',
          '',
          "import TOCInline from '@theme/TOCInline';",
          "import Details from '@theme/Details';",
          "import BrowserOnly from '@docusaurus/BrowserOnly';",
          "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
          "import Translate, { translate } from '@docusaurus/Translate';",
          "import Tabs from '@theme/Tabs';",
          "import Heading from '@theme/Heading';",
          '',
          'export function SiteTitle() { const { siteConfig, i18n } = useDocusaurusContext(); return <b>{siteConfig.title} in {i18n.currentLocale}</b>; }',
          '',
          '<TOCInline toc={toc} />',
          '',
          '<Details summary="More">Hidden text.</Details>',
          '',
          '<Heading as="h3" id="made-by-hand">Made by hand</Heading>',
          '',
          '````mdx-code-block',
          '<Details summary="Wrapped">',
          '',
          '```bash',
          'npm ci',
          '```',
          '',
          '</Details>',
          '````',
          '',
          '<BrowserOnly fallback={<i>Loading</i>}>{() => <span>{window.location.pathname}</span>}</BrowserOnly>',
          '',
          '<SiteTitle />, <Translate id="greet" values={{ name: "Ada" }}>{"Hello {name}"}</Translate>, {translate({ message: "Bye {who}" }, { who: "Bob" })}.',
          '',
          '<Tabs values={[{ label: "Yarn", value: "yarn" }, { label: "npm", value: "npm" }]} defaultValue="npm" className="pm">',
          '<TabItem value="npm">npm text.</TabItem>',
          '<TabItem value="yarn">yarn text.</TabItem>',
          '</Tabs>',
          '',
          "Get <a href={require('./guide.pdf').default}>the guide</a>, or [download it](./guide.pdf) or [the small one](./small.pdf).",
          '',
          '## Install & run',
          '',
          '### With npm',
          '',
          '#### Deep',
          '',
          '## Next',
        ].join('\n'), 'Moved'),
        // Past Vite's 4 KB inline limit, so it is emitted as a file.
        'en/docs/guide.pdf': '%PDF-1.4\n'.padEnd(5000, '%'),
        'en/docs/small.pdf': '%PDF-1.4\n',
      },
    // doc-card-list
    ...{
        'en/docs/guide/_category_.json': '{ "label": "Guide", "position": 2, "link": { "type": "doc", "id": "guide/overview" } }',
        'zh/docs/guide/_category_.json': '{ "label": "指南", "position": 2, "link": { "type": "doc", "id": "guide/overview" } }',
        'en/docs/guide/overview.mdx': page("import DocCardList from '@theme/DocCardList';\n\nWhat the guide covers:\n\n<DocCardList />", 'Guide overview'),
      },
    // doc-tags
    ...{ 'en/docs/tagged.md': '---\ntitle: Tagged doc\ndescription: Carries tags.\ntags: [deploy, Getting Started]\n---\n\nBody.\n' },
  });
  // Above Vite's 4 KB inline limit, so it is a file of its own.
  writeFileSync(`${dir}/en/docs/guide/diagram.png`, Buffer.alloc(6000, 7));
  return buildFixture(dir);
})());

describe('build checks on fixture content', () => {
  it('passes with warnings for a missing file link, a missing anchor and two files on one route', () => {
    const r = extras();
    expect(r.status, r.output).toBe(0);
    expect(r.output).toMatch(/warning\(s\) \[broken-file-link\][\s\S]*en\/docs\/checks\.md:8:\d+: markdown file link "\.\/gone\.md" points to no file/);
    expect(r.output).toMatch(/\[broken-anchor\][\s\S]*checks\.md:8:\d+: link "\/docs\/guide\/setup#no-such-heading": \/docs\/guide\/setup has no heading #no-such-heading/);
    expect(r.output).toMatch(/entix: \d+ warning\(s\) \[duplicate-route\]\n {2}\S*en\/docs\/a-first\.md:4: route \/docs\/guide\/setup is produced by both \S*en\/docs\/guide\/setup\.md:1 and \S*en\/docs\/a-first\.md:4: \S*setup\.md:1 is published and \S*a-first\.md:4 is not \(its slug "guide\/setup" collides/);
    expect(r.output).toMatch(/content pages: en \d+, zh \d+/);
    expect(existsSync(`${r.outDir}/docs/checks/index.html`)).toBe(true);
    expect(readFileSync(`${r.outDir}/docs/guide/setup/index.html`, 'utf8')).toContain('Run the installer.');
  });

  it('emits a co-located image hashed into dist and references it from the page in both locales', () => {
    const r = extras();
    expect(r.status, r.output).toBe(0);
    const emitted = readdirSync(`${r.outDir}/assets`).filter((f) => /^diagram-[\w-]+\.png$/.test(f));
    expect(emitted).toHaveLength(1);
    expect(readFileSync(`${r.outDir}/assets/${emitted[0]}`).length).toBe(6000);
    for (const html of ['docs/guide/pic/index.html', 'zh/docs/guide/pic/index.html']) {
      expect(readFileSync(`${r.outDir}/${html}`, 'utf8')).toContain(`<img src="/assets/${emitted[0]}" alt="A diagram"/>`);
    }
  });

  it('takes a dotted route for a page: a zh page links to its zh version', () => {
    const r = extras();
    expect(r.status, r.output).toBe(0);
    expect(readFileSync(`${r.outDir}/zh/docs/index.html`, 'utf8')).toContain('href="/zh/docs/release-4.10"');
  });

  it('builds a content folder kept outside the project: its pages get React from the project', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'entix-outside-')), 'content');
    cpSync(makeFixture('outside'), dir, { recursive: true });
    try {
      const r = buildFixture(dir);
      expect(r.status, r.output).toBe(0);
      expect(readFileSync(`${r.outDir}/docs/index.html`, 'utf8')).toContain('<h1');
    } finally {
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  });

  it('leaves out a page marked draft, as Docusaurus does: no route, sidebar entry, sitemap line or search hit', () => {
    const r = extras();
    expect(r.status, r.output).toBe(0);
    expect(existsSync(`${r.outDir}/docs/guide/shown/index.html`)).toBe(true);
    for (const f of ['docs/guide/secret/index.html', 'zh/docs/guide/secret/index.html']) expect(existsSync(`${r.outDir}/${f}`), f).toBe(false);
    const setup = readFileSync(`${r.outDir}/docs/guide/setup/index.html`, 'utf8');
    expect(setup).toContain('Shown plans');
    expect(setup).not.toContain('Secret plans');
    expect(readFileSync(`${r.outDir}/sitemap.xml`, 'utf8')).not.toContain('/secret');
    const index = readdirSync(`${r.outDir}/assets`).filter((f) => f.startsWith('search-') && f.endsWith('.json')).map((f) => readFileSync(`${r.outDir}/assets/${f}`, 'utf8')).join('');
    expect(index).toContain('Shown plans');
    expect(index).not.toContain('Secret plans');
  });

  it("links Previous / Next as a doc's pagination_prev, pagination_next and pagination_label say", () => {
    const r = plain();
    expect(r.status, r.output).toBe(0);
    const read = (route: string) => readFileSync(`${r.outDir}${route}/index.html`, 'utf8');
    // pagination_prev: null, pagination_next: intro (its id, though its slug is /); others name it by its pagination_label.
    expect(pager(read('/docs/guide/tour'))).toEqual(['next /docs Fixture introduction »']);
    expect(pager(read('/zh/docs/guide/tour'))).toEqual(['next /zh/docs 示例介绍 »']);
    expect(pager(read('/docs/guide/crash'))).toEqual(['prev /docs/guide/setup « Setup', 'next /docs/guide/tour Take the tour »']);
    expect(pager(read('/docs/guide/release-4.10'))).toEqual(['prev /docs/guide/tour « Take the tour']);
  });

  it("shows a doc's hide_title, custom_edit_url, sidebar_class_name, keywords and image as Docusaurus does", () => {
    const r = plain();
    expect(r.status, r.output).toBe(0);
    const read = (route: string) => readFileSync(`${r.outDir}${route}/index.html`, 'utf8');
    const tour = read('/docs/guide/tour');
    const setup = read('/docs/guide/setup');
    // hide_title: no title from the frontmatter above the article; the body's own # heading stays.
    expect(tour).not.toMatch(/<h1>Guided tour<\/h1>/);
    expect(tour).toMatch(/<h1[^>]*>Tour title in the body/);
    expect(editLinks(tour)).toEqual(['https://example.com/edit/tour']);
    expect(editLinks(setup)).toEqual(['https://github.com/entix-labs/entix-website/edit/main/content/en/docs/guide/setup.md']);
    expect(setup).toContain('<li class="sidebar-tour"><a href="/docs/guide/tour">Guided tour</a></li>');
    expect(tour).toMatch(/<meta name="keywords" content="tour,walkthrough"/);
    expect(setup).not.toContain('name="keywords"');
    // image: the page's social card, a site path made absolute (its size unknown); else the site's.
    expect(tour).toContain('<meta property="og:image" content="https://entix.dev/img/tour-card.png"');
    expect(tour).toContain('<meta name="twitter:image" content="https://entix.dev/img/tour-card.png"');
    expect(tour).not.toContain('og:image:width');
    expect(setup).toContain('<meta property="og:image" content="https://entix.dev/img/social-card.png"');
    expect(setup).toContain('<meta property="og:image:width" content="1200"');
  });

  it('builds an unlisted doc and page, banner and noindex on them, in no sidebar, Previous / Next, category page, sitemap or search', () => {
    const r = plain();
    expect(r.status, r.output).toBe(0);
    const read = (route: string) => readFileSync(`${r.outDir}${route}/index.html`, 'utf8');
    for (const [route, title, text] of [['/docs/guide/hidden', 'Unlisted page', 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.'], ['/hidden-page', 'Unlisted page', 'only users having a direct link'], ['/zh/docs/guide/hidden', '未列出的页面', '只有拿到直接链接的读者才能访问']] as const) {
      const html = read(route);
      expect(html, route).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(html, route).toMatch(new RegExp(`class="admonition admonition--warning unlisted-banner">[\\s\\S]*?${title}[\\s\\S]*?${text}`));
    }
    // Its custom_edit_url: null leaves it without "Edit this page".
    expect(editLinks(read('/docs/guide/hidden'))).toEqual([]);
    const setup = read('/docs/guide/setup');
    expect(setup).toMatch(/<meta name="robots" content="index, follow"/);
    expect(setup).not.toContain('unlisted-banner');
    for (const route of ['/docs/guide/setup', '/docs/category/guide', '/docs/guide/release-4.10', '/zh/docs/guide/release-4.10']) expect(read(route), route).not.toContain('guide/hidden"');
    const sitemap = readFileSync(`${r.outDir}/sitemap.xml`, 'utf8');
    expect(sitemap).toContain('/docs/guide/tour<');
    for (const route of ['/docs/guide/hidden<', '/zh/docs/guide/hidden<', '/hidden-page<']) expect(sitemap).not.toContain(route);
    const index = readdirSync(`${r.outDir}/assets`).filter((f) => f.startsWith('search-') && f.endsWith('.json')).map((f) => readFileSync(`${r.outDir}/assets/${f}`, 'utf8')).join('');
    expect(index).toContain('Guided tour');
    for (const title of ['Hidden guide', 'Hidden page']) expect(index).not.toContain(title);
  });

  it('strips a UTF-8 BOM, and warns about an empty file without publishing it', () => {
    const r = extras();
    expect(r.status, r.output).toBe(0);
    expect(readFileSync(`${r.outDir}/docs/bom/index.html`, 'utf8')).toMatch(/<title>Title behind a BOM[^<]*<\/title>/);
    expect(r.output).toMatch(/\[empty-file\]\n {2}\S*en\/docs\/empty\.md: the file is empty, so it is not published/);
    expect(existsSync(`${r.outDir}/docs/empty`)).toBe(false);
  });

  it('names a large page in the summary instead of printing Vite\'s chunk-size warning', () => {
    const paragraph = `${'Entix keeps the page long on purpose. '.repeat(30)}\n\n`;
    // A 1 MB page takes minutes to build on a busy machine: a 50 KB one against a 32 KB limit.
    const dir = makeFixture('large-page', { 'en/docs/huge.md': page(paragraph.repeat(45), 'Huge') });
    const r = buildFixture(dir, undefined, { ENTIX_LARGE_PAGE_KB: '32' });
    expect(r.status, r.output).toBe(0);
    expect(r.output).toMatch(/\[large-page\]\n {2}\S*en\/docs\/huge\.md: the page compiles to \d+ KB of script, which each of its readers downloads: split it into several pages/);
    expect(r.output).not.toMatch(/chunks are larger than/);
  });

  it('builds a page moved from Docusaurus: its imports by Docusaurus names, its toc, require() and links to files', () => {
    const r = extras();
    expect(r.status, r.output).toBe(0);
    const html = readFileSync(`${r.outDir}/docs/moved/index.html`, 'utf8');
    expect(html).toMatch(/<div class="admonition admonition--tip"><div class="admonition__heading">.*Moved<\/div><div class="admonition__content">Kept its admonition\.<\/div>/);
    expect(html).toContain('<a href="/docs/guide/setup" data-discover="true">the setup</a>');
    expect(html).toContain('<img src="/img/logo.svg" alt="Logo"/>');
    expect(html).toContain('Item text.');
    // A plain-string block is highlighted at build time; a computed one is shown plain.
    expect(html).toMatch(/<figcaption[^>]*>run\.sh<\/figcaption><div class="code-block"><pre[^>]*><code data-language="bash"[^>]*><span data-line=""><span style="--shiki-light:/);
    expect(html).toContain('<code>1 then 2</code>');
    // The page's own headings through its `toc` export, levels 2 and 3 nested.
    expect(html).toContain('<div class="toc-inline"><ul><li><a href="#install--run">Install &amp; run</a><ul><li><a href="#with-npm">With npm</a></li></ul></li><li><a href="#next">Next</a></li></ul></div>');
    expect(html).toContain('<details><summary>More</summary>Hidden text.</details>');
    expect(html).toContain('<h3 id="made-by-hand" class="anchor">Made by hand<a class="hash-link" href="#made-by-hand" aria-label="Direct link to Made by hand"');
    // Docusaurus' mdx-code-block is read as MDX; the block inside it is highlighted.
    expect(html).toMatch(/<details><summary>Wrapped<\/summary><figure[^>]*><div class="code-block"><pre[^>]*><code data-language="bash"/);
    // require() of an asset, as webpack gave it: the file emitted and linked.
    const pdf = /<a href="(\/assets\/guide-[\w-]+\.pdf)">the guide<\/a>/.exec(html)?.[1];
    expect(pdf, html).toBeDefined();
    expect(existsSync(`${r.outDir}${pdf}`)).toBe(true);
    // A Markdown link to a file is a download in a new tab, as in Docusaurus; a small file is not inlined.
    expect(html).toContain(`<a href="${pdf}" target="_blank">download it</a>`);
    expect(html).toMatch(/<a href="\/assets\/small-[\w-]+\.pdf" target="_blank">the small one<\/a>/);
    expect(readFileSync(`${r.outDir}/zh/docs/moved/index.html`, 'utf8')).toContain(`<a href="${pdf}" target="_blank">download it</a>`);
    // BrowserOnly prerenders its fallback.
    expect(html).toContain('<i>Loading</i>');
    expect(html.replaceAll('<!-- -->', '')).toContain('<b>Entix in en</b>, Hello Ada, Bye Bob.');
    // Tabs in `values` order, labelled from it, `defaultValue` shown, each panel after its button's index.
    const tabs = /<div class="tabs pm"[^>]*>([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? '';
    expect([...tabs.matchAll(/aria-selected="(true|false)"[^>]*>([^<]+)</g)].map((m) => `${m[2]}:${m[1]}`)).toEqual(['Yarn:false', 'npm:true']);
    expect(tabs.indexOf('yarn text.')).toBeLessThan(tabs.indexOf('npm text.'));
  });

  it("shows Docusaurus' <DocCardList /> on the doc a category links to: a card for each of its items", () => {
    const r = extras();
    expect(r.status, r.output).toBe(0);
    const html = readFileSync(`${r.outDir}/docs/guide/overview/index.html`, 'utf8');
    const cards = [...html.matchAll(/<a class="card" href="([^"]+)"/g)].map((m) => m[1]);
    expect(cards).toContain('/docs/guide/setup');
    expect(cards).toContain('/docs/guide/tour');
    // The zh route of an untranslated doc shows the zh links.
    expect(readFileSync(`${r.outDir}/zh/docs/guide/overview/index.html`, 'utf8')).toContain('<a class="card" href="/zh/docs/guide/setup"');
  });

  it("builds Docusaurus' docs tag pages, and each tagged doc links to its tags", () => {
    const r = extras();
    expect(r.status, r.output).toBe(0);
    expect(readFileSync(`${r.outDir}/docs/tagged/index.html`, 'utf8')).toMatch(/<ul class="blog-tags"[^>]*><li><a class="blog-tag" rel="tag" href="\/docs\/tags\/deploy"[^>]*>deploy<\/a><\/li><li><a class="blog-tag" rel="tag" href="\/docs\/tags\/getting-started"/);
    const tag = readFileSync(`${r.outDir}/docs/tags/getting-started/index.html`, 'utf8');
    expect(tag).toContain('One doc tagged with &quot;Getting Started&quot;');
    expect(tag).toMatch(/<a class="card" href="\/docs\/tagged"[^>]*><h2 class="card__title">📄️ (?:<!-- -->)?Tagged doc<\/h2><p class="card__text">Carries tags\.<\/p>/);
    expect(readFileSync(`${r.outDir}/docs/tags/index.html`, 'utf8')).toContain('href="/docs/tags/deploy"');
    expect(readFileSync(`${r.outDir}/zh/docs/tags/deploy/index.html`, 'utf8')).toContain('href="/zh/docs/tagged"');
    expect(readFileSync(`${r.outDir}/sitemap.xml`, 'utf8')).toContain('/docs/tags/deploy</loc>');
  });

  it('fails when a page cannot be prerendered (its code throws as it loads in Node), naming the route, and leaves the previous output alone', () => {
    // It was written as the "This page crashed" page, published and kept in the prerender cache, the summary saying all was well.
    const dir = makeFixture('prerender-throws', { 'en/docs/throws.mdx': page('export const width = window.innerWidth;\n\nThe window is {width} pixels wide.', 'Throws') });
    const out = `${dir}-dist`;
    mkdirSync(out, { recursive: true });
    writeFileSync(`${out}/marker.txt`, 'previous build');
    const r = buildFixture(dir, out);
    expect(r.status, r.output).not.toBe(0);
    expect(r.output).toMatch(/en\/docs\/throws\.mdx:6:22: page \/docs\/throws could not be prerendered: ReferenceError: window is not defined \[prerender\]\n {2}Pages are prerendered in Node, where there is no browser/);
    expect(r.output).not.toMatch(/^\s+at .*\(file:/m);
    expect(readFileSync(`${out}/marker.txt`, 'utf8')).toBe('previous build');
  });

  // The wording and place of every content error are unit tests beside the code that writes them
  // (src/node/content/build-check-messages.test.ts, src/node/plugin/mdx-plugin-messages.test.ts,
  // src/node/build/link-check.test.ts); these builds prove that each stage's failure reaches the
  // terminal once, exits non-zero and leaves the previous output alone: the site model at the start,
  // the MDX compile, the bundler's import resolution and the link check after the compile.
  const failing: [string, Record<string, string>, RegExp, RegExp[]?][] = [
    ['frontmatter', { 'en/docs/bad.md': '---\ntitle: ok\ndescription: [unclosed\n---\n\nBody.\n' }, /en\/docs\/bad\.md:\d+(:\d+)?: malformed frontmatter/],
    ['mdx-syntax', { 'en/docs/bad.md': page('Fine line.\n\nA <b>tag that never closes.') }, /en\/docs\/bad\.md:8:\d+: MDX error: Expected a closing tag for `<b>`/],
    ['import-file', { 'en/docs/bad.md': page("Fine line.\n\nimport Chart from './chart.jsx';\n\n<Chart />") }, /en\/docs\/bad\.md:8:19: imports "\.\/chart\.jsx", which cannot be found: there is no such file next to bad\.md \[import\]/],
    // With a version 3.9 whose page links '/docs/guide/setup': in 3.9 that is /docs/3.9/guide/setup, which only the current docs have.
    ['broken-link', {
      'en/docs/bad.md': page('Line five.\n\nSee [nowhere](/docs/nowhere).'),
      'versions.json': '["3.9"]\n',
      'en/versioned_docs/version-3.9/intro.md': '---\ntitle: Old introduction\ndescription: The 3.9 docs.\nslug: /\n---\n\nSee [the setup](/docs/guide/setup).\n',
    }, /en\/docs\/bad\.md:8:5: broken link "\/docs\/nowhere": no page at \/docs\/nowhere \[broken-link\]/, [
      /en\/versioned_docs\/version-3\.9\/intro\.md:7:5: broken link "\/docs\/guide\/setup": this docs version has no page at \/docs\/3\.9\/guide\/setup, which is what "\/docs\/guide\/setup" means in this version/,
    ]],
  ];
  for (const [rule, files, message, more = []] of failing) {
    it(`fails on ${rule} naming file and line, and leaves the previous output alone`, () => {
      const dir = makeFixture(`fail-${rule}`, files);
      const out = `${dir}-dist`;
      mkdirSync(out, { recursive: true });
      writeFileSync(`${out}/marker.txt`, 'previous build');
      const r = buildFixture(dir, out);
      expect(r.status).not.toBe(0);
      // Each problem once, and no bundler stack trace (only under DEBUG).
      for (const m of [message, ...more]) {
        expect(r.output).toMatch(m);
        const problemLine = r.output.split('\n').find((l) => m.test(l)) ?? '';
        expect(r.output.split(problemLine).length - 1, r.output).toBe(1);
      }
      expect(r.output).not.toMatch(/^\s+at .*\(file:/m);
      expect(readFileSync(`${out}/marker.txt`, 'utf8')).toBe('previous build');
      expect(existsSync(`${out}.partial`)).toBe(false);
    });
  }
});
