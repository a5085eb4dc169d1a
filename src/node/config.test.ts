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
});
