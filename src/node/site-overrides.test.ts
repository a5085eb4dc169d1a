import { describe, expect, it } from 'vitest';
import site from '../../content/site.config.ts';
import { applySiteOverrides } from './site-overrides.ts';

describe('site overrides', () => {
  it('deep-merges keys and deletes those set to null, leaving the original alone', () => {
    const out = applySiteOverrides(site, '{"analytics":{"gtagId":null},"colorMode":{"respectPrefersColorScheme":true}}');
    expect(out.analytics).toEqual({ anonymizeIp: true });
    expect(out.colorMode).toEqual({ defaultMode: 'light', respectPrefersColorScheme: true });
    expect(out.title).toBe(site.title);
    expect(site.analytics?.gtagId).toBe('G-ENTIX00001');
  });
  it('is a no-op without overrides and names the variable on bad JSON', () => {
    expect(applySiteOverrides(site, undefined)).toBe(site);
    expect(() => applySiteOverrides(site, '{nope')).toThrow(/ENTIX_SITE_OVERRIDES/);
  });
});
