import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readVersionsJson, versionDocsDir, withContentVersions } from './versions.ts';
import type { SiteConfig } from '../../shared/site-config-types.ts';

let root = '';
afterEach(() => { if (root) rmSync(root, { recursive: true, force: true }); });

function project(versionsJson: string | undefined, folders: string[] = []): string {
  root = mkdtempSync(join(tmpdir(), 'entix-vjson-'));
  const content = join(root, 'content');
  mkdirSync(content, { recursive: true });
  if (versionsJson !== undefined) writeFileSync(join(content, 'versions.json'), versionsJson);
  for (const f of folders) mkdirSync(join(content, f), { recursive: true });
  return content;
}

const site = (versions: SiteConfig['docs']['versions']) => ({ docs: { versions } }) as SiteConfig;
const current = { name: 'current', label: '4.x', path: '/docs' };

describe('content/versions.json', () => {
  it('adds each listed version with Docusaurus’ defaults, or its config entry', () => {
    const content = project('["3.1", "2.0"]', ['en/versioned_docs/version-3.1', 'en/versioned_docs/version-2.0']);
    const out = withContentVersions(site([current, { name: '2.0', label: '2.0.x', path: '/legacy/2.0', banner: 'none' }]), content, root, 'en');
    expect(out.docs.versions).toEqual([
      { ...current, banner: 'none' },
      { name: '3.1', label: '3.1', path: '/docs/3.1', banner: 'unmaintained' },
      { name: '2.0', label: '2.0.x', path: '/legacy/2.0', banner: 'none' },
    ]);
    expect(versionDocsDir(content, 'zh', '3.1')).toBe(join(content, 'zh/versioned_docs/version-3.1'));
    expect(versionDocsDir(content, 'zh', 'current')).toBe(join(content, 'zh/docs'));
  });
  it('leaves a site without the file with its current version', () => {
    const content = project(undefined);
    expect(readVersionsJson(content, root)).toEqual([]);
    expect(withContentVersions(site([current]), content, root, 'en').docs.versions).toEqual([{ ...current, banner: 'none' }]);
  });
  it('names the file and what is wrong', () => {
    expect(() => readVersionsJson(project('["3.1",'), root)).toThrow(/content\/versions\.json:1.*is not valid JSON.*\["3\.1"\]/s);
    expect(() => readVersionsJson(project('{"3.1": true}'), root)).toThrow(/it is not a list/);
    expect(() => readVersionsJson(project('["3.1", 4]'), root)).toThrow(/entry 2 \(4\) is not a version name/);
    expect(() => readVersionsJson(project('["current"]'), root)).toThrow(/entry 1 \("current"\)/);
    expect(() => readVersionsJson(project('["3.1", "3.1"]'), root)).toThrow(/lists version "3\.1" twice/);
    expect(() => withContentVersions(site([current]), project('["3.1"]'), root, 'en')).toThrow(/lists version "3\.1", but content\/en\/versioned_docs\/version-3\.1\/ does not exist: copy the docs there \(npm run docs:version -- 3\.1\)/);
    expect(() => withContentVersions(site([current, { name: '2.0', label: '2', path: '/docs/2' }]), project('["3.1"]', ['en/versioned_docs/version-3.1']), root, 'en')).toThrow(/docs\.versions names version "2\.0", which content\/versions\.json does not list \(it lists 3\.1\)/);
  });
});
