// virtual:entix/site in the engine's tests: a made-up site (node/config.ts would accept it).
import type { SiteConfig } from '../../src/shared/site-config-types.ts';

const site: SiteConfig = {
  title: 'Entix',
  locales: [{ code: 'en', label: 'English', lang: 'en' }, { code: 'zh', label: '简体中文', lang: 'zh-CN' }],
  tagline: { en: 'A test site.' },
  url: 'https://entix.dev',
  base: '/',
  navbar: { hideOnScroll: false, items: [{ label: 'navbar.docs', to: '/docs' }] },
  footer: { links: [], copyright: 'Test' },
  docs: { versions: [{ name: 'current', label: '1.x', path: '/docs' }] },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  blog: { postsPerPage: 10, sidebarCount: 5, feeds: false },
};

export default site;
