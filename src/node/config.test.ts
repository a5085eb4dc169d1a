import { describe, expect, it } from 'vitest';
import site from '../../content/site.config.ts';
import { loadSiteConfig, validateSiteConfig } from './config.ts';

describe('site config schema', () => {
  it('accepts the real config as it is', () => {
    expect(validateSiteConfig(site)).toEqual({ base: '/', ...site });
  });

  it('stops on a wrong type, naming the key', () => {
    expect(() => loadSiteConfig(site, '{"blog":{"postsPerPage":"ten"}}')).toThrow(/Invalid site config \(content\/site\.config\.ts with ENTIX_SITE_OVERRIDES\):\n- blog\.postsPerPage: /);
    expect(() => loadSiteConfig(site, '{"navbar":{"items":[{"label":"x","to":"docs"}]}}')).toThrow(/navbar\.items\[0\]\.to: must be a route/);
    expect(() => loadSiteConfig(site, '{"tagline":{"zh":5,"en":null}}')).toThrow(/tagline\.en: [^\n]*\n- tagline\.zh: /);
  });

  it('stops on an unknown key, naming it', () => {
    expect(() => validateSiteConfig({ ...site, serach: { enabled: true } })).toThrow(/- serach: unknown key/);
    expect(() => loadSiteConfig(site, '{"colorMode":{"respectPrefersColourScheme":true}}')).toThrow(/- colorMode\.respectPrefersColourScheme: unknown key/);
    expect(() => loadSiteConfig(site, '{"tagline":{"fr":"Bonjour"}}')).toThrow(/- tagline\.fr: unknown key/);
  });

  it('wants editUrl to be an http(s) URL ending with /', () => {
    expect(() => loadSiteConfig(site, '{"editUrl":"https://github.com/x/y/edit/main/content"}')).toThrow(/editUrl: must end with \//);
    expect(() => loadSiteConfig(site, '{"editUrl":"ftp://x/"}')).toThrow(/editUrl: /);
    expect(loadSiteConfig(site, '{"editUrl":null}').editUrl).toBeUndefined();
  });

  it('checks the locales: prefixes, duplicates, and complete strings for a language the engine has none for', () => {
    const en = site.locales[0]!;
    const zh = site.locales[1]!;
    expect(() => validateSiteConfig({ ...site, locales: [] })).toThrow(/- locales: must list at least the default locale/);
    expect(() => validateSiteConfig({ ...site, locales: [{ ...en, prefix: '/en' }, zh] })).toThrow(/- locales\[0\]\.prefix: the default locale is served at the site root/);
    expect(() => validateSiteConfig({ ...site, locales: [en, { ...zh, prefix: '' }] })).toThrow(/- locales\[1\]\.prefix: only the default \(first\) locale has the prefix ''/);
    expect(() => validateSiteConfig({ ...site, locales: [en, zh, { ...zh }] })).toThrow(/- locales\[2\]\.code: "zh" \(prefix '\/zh'\) is listed twice/);
    expect(() => validateSiteConfig({ ...site, locales: [en, zh, { code: 'ja', label: '日本語', lang: 'ja', strings: { 'navbar.docs': 'ドキュメント' } }] }))
      .toThrow(/- locales\[2\]\.strings: the engine has no UI strings for lang "ja": give every key \(missing: navbar\.blog, .*, and \d+ more\)/);
    expect(() => validateSiteConfig({ ...site, locales: [en, { ...zh, strings: { 'navbar.doc': 'x' } }] })).toThrow(/- locales\[1\]\.strings\.navbar\.doc: unknown key/);
    expect(() => validateSiteConfig({ ...site, locales: [en, { ...zh, lang: 'Chinese' }] })).toThrow(/- locales\[1\]\.lang: must be a BCP 47 tag/);
  });
});
