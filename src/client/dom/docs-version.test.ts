import { describe, expect, it } from 'vitest';
import { DOCS_VERSION_STORAGE_KEY, preferredDocsVersion, rememberDocsVersion, versionOfPath } from './docs-version.ts';
import type { DocsVersion } from '../../shared/site-config-types.ts';

function memory(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

const two: DocsVersion[] = [{ name: 'current', label: '4.x', path: '/docs' }, { name: '3.x', label: '3.x', path: '/docs/3.x' }];

describe('docs version', () => {
  it('maps docs routes of both locales to their version', () => {
    expect(versionOfPath('/docs/quick-start', two)?.name).toBe('current');
    expect(versionOfPath('/zh/docs', two)?.name).toBe('current');
    expect(versionOfPath('/docs/3.x/intro', two)?.name).toBe('3.x');
    expect(versionOfPath('/blog/entix-v4', two)).toBeUndefined();
    expect(versionOfPath('/docsify', two)).toBeUndefined();
  });
  it('remembers the version and defaults to the newest when none or an unknown one is stored', () => {
    const s = memory();
    expect(preferredDocsVersion(two, s)).toBe('current');
    rememberDocsVersion('3.x', s);
    expect(s.m.get(DOCS_VERSION_STORAGE_KEY)).toBe('3.x');
    expect(preferredDocsVersion(two, s)).toBe('3.x');
    expect(preferredDocsVersion(two, memory({ [DOCS_VERSION_STORAGE_KEY]: '2.x' }))).toBe('current');
    expect(preferredDocsVersion(two, undefined)).toBe('current');
  });
  it('survives storage that throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(preferredDocsVersion(two, broken)).toBe('current');
    expect(() => rememberDocsVersion('current', broken)).not.toThrow();
  });
});
