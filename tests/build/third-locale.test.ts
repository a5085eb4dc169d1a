import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildFixture, makeFixture, projectCopy, type BuildResult } from './build-fixture.ts';

// A third locale is one registry entry, one strings file and one content folder: this test adds
// exactly those to a copy of the project and builds the basic fixture with them. Its language
// behaviour (dates, search) comes from the generic language pack for its lang (src/shared/lang/):
// the entry's formatDate and searchSegmenter are there only because LocaleInfo still has them.
const ENTRY = `  fr: { code: 'fr', prefix: '/fr', lang: 'fr-FR', dir: 'ltr', hreflang: 'fr', ogLocale: 'fr_FR', label: 'Français', formatDate: (y, m, d) => \`\${d}/\${String(m).padStart(2, '0')}/\${y}\`, searchSegmenter: 'fr', strings: fr },\n`;
const STRINGS = `import en, { type UiStrings } from './en.ts';\n\nconst fr: UiStrings = { ...en, 'navbar.docs': 'Documentation', 'doc.lastUpdated': 'Mis à jour le {date}', 'notFound.title': 'Page introuvable' };\nexport default fr;\n`;
const INTRO = '---\ntitle: Présentation\ndescription: La première page.\nsidebar_position: 1\nlast_update:\n  date: 2025-03-04\n---\n\nBienvenue. Voir le [guide](/docs/guide/setup).\n';

let r: BuildResult;
const read = (file: string) => readFileSync(`${r.outDir}/${file}`, 'utf8');

beforeAll(() => {
  const project = projectCopy('third-locale', {
    'src/shared/locale-registry.ts': (t) => t.replace("import zh from './i18n/zh.ts';\n", "import zh from './i18n/zh.ts';\nimport fr from './i18n/fr.ts';\n").replace('} satisfies Record<string, LocaleInfo>;', `${ENTRY}} satisfies Record<string, LocaleInfo>;`),
    'src/shared/i18n/fr.ts': STRINGS,
  });
  const content = makeFixture('third-locale', { 'en/docs/intro.md': INTRO.replace('Présentation', 'Introduction'), 'fr/docs/intro.md': INTRO });
  r = buildFixture(content, undefined, {}, project);
  if (r.status !== 0) throw new Error(r.output);
}, 240_000);

describe('a third locale from one registry entry, one strings file and one content folder', () => {
  it('builds its pages under its prefix with its lang, strings and date format', () => {
    const intro = read('fr/docs/intro/index.html');
    expect(intro).toMatch(/<html lang="fr-FR"/);
    expect(intro).toContain('<h1>Présentation</h1>');
    expect(intro).toMatch(/<a [^>]*class="navbar__link navbar__item[^"]*" href="\/fr\/docs"[^>]*>Documentation<\/a>/);
    expect(intro).toContain('Mis à jour le <time dateTime="2025-03-04">4 mars 2025</time>');
    expect(intro).toContain('<meta property="og:locale" content="fr_FR"');
    expect(r.output).toMatch(/content pages: en \d+, zh \d+, fr \d+/);
  });

  it('falls back to the default locale for an untranslated page, and lists every language everywhere', () => {
    expect(read('fr/docs/guide/setup/index.html')).toMatch(/<html lang="fr-FR"/);
    const zh = read('zh/docs/guide/setup/index.html');
    expect(zh).toContain('<link rel="alternate" hreflang="fr" href="https://entix.dev/fr/docs/guide/setup"');
    expect(zh).toMatch(/<a class="dropdown__link" lang="fr-FR"[^>]*href="\/fr\/docs\/guide\/setup"[^>]*>Français<\/a>/);
    expect(read('sitemap.xml')).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://entix.dev/fr/search"/>');
  });

  it('gets its own 404 page, search index and a place in the root 404', () => {
    expect(read('fr/404.html')).toContain('<h1>Page introuvable</h1>');
    expect(read('404.html').match(/<template id="entix-404-\d">/g)).toHaveLength(2);
    expect(read('fr/docs/intro/index.html')).toMatch(/<meta name="entix-search" content="[^"]*&quot;fr&quot;:\{&quot;index&quot;/);
    // The root 404 page is made from the locales' 404 pages after entix:output wrote their heads.
    expect(read('404.html')).toMatch(/<meta name="entix-search" content="[^"]*&quot;fr&quot;:\{&quot;index&quot;/);
  });

  it('cuts its search index with the language pack of its lang (generic: Intl.Segmenter for fr-FR)', () => {
    const manifest = JSON.parse(/<meta name="entix-search" content="([^"]*)"/.exec(read('fr/docs/intro/index.html'))![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, { index: string }>;
    expect(JSON.parse(read(manifest.fr!.index.replace(/^\//, ''))).seg).toBe('fr-FR');
    expect(JSON.parse(read(manifest.zh!.index.replace(/^\//, ''))).seg).toBe('zh');
  });
});
