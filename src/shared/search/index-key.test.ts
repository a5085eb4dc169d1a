import { describe, expect, it } from 'vitest';
import { indexFileStem, localeOfIndexKey, searchIndexKey } from './index-key.ts';

describe('search index keys', () => {
  it('keeps the locale alone for the current version and names older ones', () => {
    expect(searchIndexKey('en')).toBe('en');
    expect(searchIndexKey('zh', 'current')).toBe('zh');
    expect(searchIndexKey('zh', '3.1')).toBe('zh@3.1');
    expect(searchIndexKey('pt-BR', '3.1')).toBe('pt-BR@3.1');
  });
  it('reads the locale back and makes a file-name stem', () => {
    expect(localeOfIndexKey('zh@3.1')).toBe('zh');
    expect(localeOfIndexKey('pt-BR')).toBe('pt-BR');
    expect(indexFileStem('en@3.1')).toBe('en.v3.1');
    expect(indexFileStem('en')).toBe('en');
  });
});
