import type { SiteConfig } from './shared/site-config-types.ts';

// The one site configuration; src/node/config.ts validates it once per build.
const config: SiteConfig = {
  title: 'Entix',
  tagline: {
    en: 'Efficient, codeless, configurationless: database operations made easy.',
    zh: '高效、零代码、零配置，让数据库操作变得简单。',
  },
  url: 'https://entix.dev',
  navbar: {
    hideOnScroll: true,
    items: [
      { label: 'navbar.docs', to: '/docs' },
      { label: 'navbar.blog', to: '/blog' },
    ],
  },
  footer: {
    links: [
      { title: 'footer.docs', items: [{ label: 'footer.introduction', to: '/docs' }, { label: 'footer.quickStart', to: '/docs/quick-start' }] },
      { title: 'footer.community', items: [{ label: 'GitHub', to: 'https://github.com/entix-labs/entix' }] },
      { title: 'footer.more', items: [{ label: 'navbar.blog', to: '/blog' }] },
    ],
    copyright: 'Copyright © 2025 Entix Labs',
  },
  docs: { versions: [{ name: 'current', label: '4.x', path: '/docs' }] },
  announcement: {
    id: 'entix-4.0',
    content: { en: 'Entix 4.0 is out: Go custom APIs, npm modules and MariaDB.', zh: 'Entix 4.0 已发布：Go 自定义接口、npm 模块与 MariaDB 支持。' },
    href: '/blog/entix-v4',
  },
  analytics: { gtagId: 'G-ENTIX00001', anonymizeIp: true },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  blog: { postsPerPage: 10, sidebarCount: 15, feeds: true },
  editUrl: 'https://github.com/entix-labs/entix-website/edit/main/content/',
};

export default config;
