import type { SiteConfig } from '../src/shared/site-config-types.ts';

// The one site configuration; src/node/config.ts validates it once per build.
const config: SiteConfig = {
  title: 'Entix',
  locales: [
    {
      code: 'en',
      label: 'English',
      lang: 'en',
      ogLocale: 'en_US',
      // The language pack's strings name no site; these do.
      strings: {
        'navbar.home': 'Entix home page',
        'doc.tagsDescription': 'Every tag of the Entix docs.',
        'blog.description': 'News, releases and engineering notes from the Entix team.',
        'blog.archiveDescription': 'Every post on the Entix blog, by year.',
        'blog.authorsDescription': 'The people who write the Entix blog.',
        'blog.tagsDescription': 'Every topic on the Entix blog.',
        'search.description': 'Search the Entix documentation and blog.',
      },
    },
    {
      code: 'zh',
      label: '简体中文',
      lang: 'zh-CN',
      strings: {
        'navbar.home': 'Entix 首页',
        'doc.tagsDescription': 'Entix 文档的全部标签。',
        'blog.description': 'Entix 团队的新闻、版本发布与工程笔记。',
        'blog.archiveDescription': '按年份排列的全部 Entix 博文。',
        'blog.authorsDescription': '撰写 Entix 博客的作者。',
        'blog.tagsDescription': 'Entix 博客的全部话题。',
        'search.description': '搜索 Entix 文档与博客。',
      },
    },
  ],
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
