import { describe, expect, it } from 'vitest';
import { normalizeRoute } from './route-path.ts';

describe('normalizeRoute', () => {
  it('decodes and drops trailing slashes, keeping the root and undecodable paths', () => {
    expect(normalizeRoute('/zh/docs/%E4%B8%AD/')).toBe('/zh/docs/中');
    expect(normalizeRoute('/')).toBe('/');
    expect(normalizeRoute('/docs//')).toBe('/docs');
    expect(normalizeRoute('/bad/%E4')).toBe('/bad/%E4');
  });
});
