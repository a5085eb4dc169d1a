import { describe, expect, it } from 'vitest';
import en from './en.ts';
import zh from './zh.ts';
import { translate } from './index.ts';

describe('ui strings', () => {
  it('fills placeholders per locale', () => {
    expect(translate('en', 'heading.directLink', { heading: 'Usage' })).toBe('Direct link to Usage');
    expect(translate('zh', 'heading.directLink', { heading: '用法' })).toBe('用法的直接链接');
  });
  it('zh defines exactly the English keys', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });
});
