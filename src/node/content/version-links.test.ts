import { describe, expect, it } from 'vitest';
import { rebaseDocsLink, versionOfFile } from './version-links.ts';

const versions = [{ name: 'current', path: '/docs' }, { name: '3.1', path: '/docs/3.1' }, { name: '2.0', path: '/docs/2.0' }];
const old = '/site/content/en/versioned_docs/version-3.1/api/get.md';

describe('versionOfFile', () => {
  it('reads the version from its versioned_docs folder, else the current one', () => {
    expect(versionOfFile(old, versions)?.name).toBe('3.1');
    expect(versionOfFile('C:\\site\\content\\zh\\versioned_docs\\version-2.0\\a.md', versions)?.name).toBe('2.0');
    expect(versionOfFile('/site/content/en/docs/api/get.md', versions)?.name).toBe('current');
    expect(versionOfFile('/site/content/en/versioned_docs/version-9/a.md', versions)).toBeUndefined();
  });
});

describe('rebaseDocsLink', () => {
  it('points a link to the current docs into the file’s own version, keeping locale, hash and query', () => {
    expect(rebaseDocsLink(old, '/docs/api/set', versions)).toBe('/docs/3.1/api/set');
    expect(rebaseDocsLink(old, '/docs', versions)).toBe('/docs/3.1');
    expect(rebaseDocsLink(old, '/docs/api/set#errors', versions)).toBe('/docs/3.1/api/set#errors');
    expect(rebaseDocsLink(old, '/zh/docs/api/set?x=1', versions)).toBe('/zh/docs/3.1/api/set?x=1');
  });
  it('leaves links that are not to the current docs, or that name a version, as written', () => {
    expect(rebaseDocsLink(old, '/docs/2.0/api/set', versions)).toBe('/docs/2.0/api/set');
    expect(rebaseDocsLink(old, '/docs/3.1/api/set', versions)).toBe('/docs/3.1/api/set');
    expect(rebaseDocsLink(old, '/docsx/a', versions)).toBe('/docsx/a');
    expect(rebaseDocsLink(old, '/blog/entix-v3', versions)).toBe('/blog/entix-v3');
    expect(rebaseDocsLink(old, 'https://x.dev/docs/a', versions)).toBe('https://x.dev/docs/a');
    expect(rebaseDocsLink('/site/content/en/docs/a.md', '/docs/api/set', versions)).toBe('/docs/api/set');
  });
});
