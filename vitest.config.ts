import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          // The engine's own logic, on fixtures and made-up input: no page of content/ can fail it.
          name: 'engine',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          // vitest 4 ran one file at a time here unless told: two keep both cores busy. Threads start
          // faster than forks for 160 small files (nothing here changes the process' cwd).
          maxWorkers: 2,
          pool: 'threads',
          setupFiles: ['tests/setup/engine-locales.ts'],
          // Client modules bind the site's locales from this virtual module (client/bind-locales.ts).
          alias: {
            'virtual:entix/locales': new URL('tests/setup/engine-locales-module.ts', import.meta.url).pathname,
            'virtual:entix/site': new URL('tests/setup/engine-site-module.ts', import.meta.url).pathname,
          },
        },
      },
      {
        test: {
          // The real content: its rules (facts, codes, config keys, page shapes) and search relevance.
          name: 'site',
          include: ['tests/content/**/*.test.ts', 'tests/search/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          setupFiles: ['tests/setup/site-locales.ts'],
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // Two files at once, each with its own Chromium: a browser test mostly waits on the page,
          // so two of them keep both cores busy. Nothing is shared between files but read-only builds.
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
