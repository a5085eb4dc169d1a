import { describe, expect, it } from 'vitest';
import site from '../../content/site.config.ts';
import { loadSiteConfig } from './config.ts';

// vite.config.ts calls loadSiteConfig with ENTIX_SITE_OVERRIDES before any plugin runs, so the
// message a wrong override stops the build with is this one (it was a real build in
// tests/build/deploy-output.test.ts).
describe('a wrong site config override stops the build, naming each key', () => {
  it('an unknown key and a wrong type, both listed', () => {
    let message = '';
    try {
      loadSiteConfig(site, JSON.stringify({ navbar: { hideOnScrol: true }, blog: { feeds: 'yes' } }));
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('Invalid site config (content/site.config.ts with ENTIX_SITE_OVERRIDES)');
    expect(message).toContain('- navbar.hideOnScrol: unknown key');
    expect(message).toMatch(/- blog\.feeds: .*boolean/);
  });
});
