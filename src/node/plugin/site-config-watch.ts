import type { Plugin } from 'vite';

/**
 * The site config is loaded by vite.config.ts through tsx, not bundled with it, so Vite does not
 * know it as a config dependency: the dev server restarts itself when the file changes.
 */
export function siteConfigWatch(file: string | undefined): Plugin {
  return {
    name: 'entix:site-config-watch',
    apply: 'serve',
    configureServer(server) {
      if (!file) return;
      server.watcher.add(file);
      server.watcher.on('change', (changed) => {
        if (changed === file) void server.restart();
      });
    },
  };
}
