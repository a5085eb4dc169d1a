import { describe, expect, it } from 'vitest';
import { twinPath } from './markdown-twin.ts';

describe('twinPath', () => {
  it('is the route plus .md', () => {
    expect(twinPath('/docs/quick-start')).toBe('/docs/quick-start.md');
    expect(twinPath('/zh/docs/quick-start')).toBe('/zh/docs/quick-start.md');
    expect(twinPath('/docs/3.1/api/get')).toBe('/docs/3.1/api/get.md');
  });
  it('puts the docs root beside its folder, as any route', () => {
    expect(twinPath('/docs')).toBe('/docs.md');
    expect(twinPath('/docs/')).toBe('/docs.md');
  });
  it('puts a locale home in its folder: index.md', () => {
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/zh')).toBe('/zh/index.md');
    expect(twinPath('/zh/')).toBe('/zh/index.md');
  });
});
