import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pages from 'vite-plugin-pages';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { resolve } from 'node:path';
import { loadToolchain } from './src/node/toolchain-loader.ts';

const root = import.meta.dirname;
// The build-time code, bundled once per change of it (toolchain-loader.ts): a build starts ~1 s sooner.
const { entixSite, entixPagesResolver, loadSite, filterPagesPlugin, tuneBuildProcess } = await loadToolchain(root);
// Tests build fixture sites into their own folders.
const contentDir = resolve(root, process.env.ENTIX_CONTENT_DIR ?? 'content');
const outDir = resolve(root, process.env.ENTIX_OUT_DIR ?? 'dist');
// content/site.config.ts (or the fixture's own), validated here, once: a wrong type or an unknown
// key stops the build naming the key.
const { site, file: siteFile } = await loadSite(root, contentDir);
const pagesResolver = entixPagesResolver();

// What a page moved from Docusaurus imports as `@docusaurus/<name>`: our file for it.
const DOCUSAURUS_MODULES = {
  Link: 'Link.tsx',
  useBaseUrl: 'use-base-url.ts',
  BrowserOnly: 'BrowserOnly.tsx',
  useIsBrowser: 'use-is-browser.ts',
  useDocusaurusContext: 'use-docusaurus-context.ts',
  Translate: 'Translate.tsx',
};

export default defineConfig(({ command }) => {
  // A build's own process: heap growth, exit, MessageChannels (src/node/build/tune-process.ts says why).
  tuneBuildProcess(command);
  // One build's plugins, sharing one build context (src/node/plugin/build-context.ts).
  const entix = entixSite({ root, contentDir, outDir, site, siteFile });
  return {
    root,
    // The site config's base path: Vite prefixes every asset URL with it, the client reads it as BASE_URL.
    base: site.base,
    logLevel: command === 'build' ? 'warn' : 'info',
    // dedupe: compiled MDX imports react/jsx-runtime, found from the project even for a content folder outside it.
    // The aliases are the module names a page moved from Docusaurus imports (src/client/theme/docusaurus).
    resolve: {
      alias: {
        '@theme': resolve(root, 'src/client/theme/mdx'),
        ...Object.fromEntries(Object.entries(DOCUSAURUS_MODULES).map(([name, file]) => [`@docusaurus/${name}`, resolve(root, 'src/client/theme/docusaurus', file)])),
        '@site': root,
      },
      dedupe: ['react', 'react-dom'],
    },
    plugins: [
      ...entix.plugins,
      // MDX must reach React Fast Refresh too, or every content edit reloads the page.
      react({ include: /\.(mdx?|[jt]sx?)$/ }),
      // Their module hooks are filtered to the ids they answer: otherwise Rolldown calls each for every module.
      filterPagesPlugin(pages({ dirs: 'src/client/pages', extensions: ['tsx'], exclude: ['**/*.test.tsx'], importMode: 'async', resolver: pagesResolver }), pagesResolver.resolveModuleIds?.() ?? []),
      ...entix.prerender(vitePrerenderPlugin({ renderTarget: '#root', prerenderScript: resolve(root, 'src/client/prerender.tsx'), previewMiddlewareFallback: '/404.html' })),
    ],
    // Vite's chunk-size warning names hashed chunks; the build summary names a large page's file instead (large-pages.ts).
    build: { target: 'es2022', chunkSizeWarningLimit: Number.POSITIVE_INFINITY, reportCompressedSize: false, sourcemap: !!process.env.ENTIX_SOURCEMAP },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
