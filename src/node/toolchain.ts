// What vite.config.ts takes from the build-time code: the entry that toolchain-loader.ts bundles.
export { entixSite } from './plugin/index.ts';
export { entixPagesResolver } from './plugin/pages-resolver.ts';
export { loadSiteConfig } from './config.ts';
export { filterPagesPlugin } from './plugin/hook-filters.ts';
export { tuneBuildProcess } from './build/tune-process.ts';
export { loadSite } from './site-config-file.ts';
