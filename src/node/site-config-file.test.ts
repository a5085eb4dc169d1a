import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { importSiteConfig, siteConfigFile } from './site-config-file.ts';

describe('siteConfigFile', () => {
  const root = mkdtempSync(join(tmpdir(), 'entix-config-'));
  it('takes ENTIX_SITE_CONFIG, else the content folder\'s own file, else content/site.config.ts', () => {
    expect(siteConfigFile(root, join(root, 'fixture'), 'x/site.ts')).toBe(join(root, 'x/site.ts'));
    expect(siteConfigFile(root, join(root, 'fixture'), undefined)).toBe(join(root, 'content/site.config.ts'));
    writeFileSync(join(root, 'site.config.ts'), 'export default { title: "T" };\n');
    expect(siteConfigFile(root, root, undefined)).toBe(join(root, 'site.config.ts'));
  });
  it('loads the default export of a TypeScript file, and names a file without one', async () => {
    expect(await importSiteConfig(join(root, 'site.config.ts'))).toEqual({ title: 'T' });
    writeFileSync(join(root, 'none.ts'), 'export const x: number = 1;\n');
    await expect(importSiteConfig(join(root, 'none.ts'))).rejects.toThrow(/none\.ts: the site config must be the file's default export/);
    await expect(importSiteConfig(join(root, 'missing.ts'))).rejects.toThrow(/No site config at .*missing\.ts/);
  });
});
