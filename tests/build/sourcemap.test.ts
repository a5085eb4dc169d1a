import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { resolveConfig } from 'vite';
import { ROOT } from './build-fixture.ts';

describe('build config', () => {
  it('makes no sourcemaps in the client build, though vite-prerender-plugin turns them on', async () => {
    const config = await resolveConfig({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'silent' }, 'build');
    expect(config.environments.client!.build.sourcemap).toBe(false);
  });
});
