// Types of every virtual module the content plugin serves (src/node/plugin/virtual-modules.ts).
declare module 'virtual:entix/routes' {
  export interface ContentRoute {
    path: string;
    load: () => Promise<import('@client/page-module.ts').PageModule>;
  }
  const routes: ContentRoute[];
  export default routes;
}

declare module 'virtual:entix/site' {
  import type { SiteConfig } from '@shared/site-config-types.ts';
  const site: SiteConfig;
  export default site;
}

declare module 'virtual:entix/locales' {
  /** The site config's locales with their defaults and UI strings (node/config.ts siteLocales). */
  const locales: import('@shared/locale-table.ts').LocaleData[];
  export default locales;
}

declare module '~react-pages' {
  /** Hand-written pages from src/client/pages, each a lazy module loader. */
  const routes: { path: string; element: () => Promise<{ default: import('react').ComponentType; handle?: import('@client/router/page-handle.ts').PageHandle }> }[];
  export default routes;
}

declare module '*.css';
