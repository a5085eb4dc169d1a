import { describe, expect, it } from 'vitest';
import { closestKey, editDistance } from './closest-key.ts';
import { CATEGORY_KEYS, keyLine, parseCategoryJson } from './category-json.ts';

describe('closestKey', () => {
  it('finds slips of the keyboard, not unrelated words', () => {
    expect(closestKey('lable', CATEGORY_KEYS)).toBe('label');
    expect(closestKey('colapsed', CATEGORY_KEYS)).toBe('collapsed');
    expect(closestKey('Position', CATEGORY_KEYS)).toBe('position');
    expect(closestKey('sidebar', CATEGORY_KEYS)).toBeUndefined();
    expect(editDistance('ab', 'ba')).toBe(1);
  });
  it('is quick on a long key', () => {
    const t = Date.now();
    closestKey('x'.repeat(100_000), CATEGORY_KEYS);
    expect(Date.now() - t).toBeLessThan(100);
  });
});

describe('_category_ unknown keys', () => {
  it('fail naming the key, its line and the closest known one', () => {
    expect(parseCategoryJson('{\n  "lable": "API",\n  "position": 2\n}\n', '_category_.json').problem).toMatchObject({ rule: 'category', line: 2, column: 3, message: 'unknown key "lable": did you mean "label"? (a setting of your own goes in "customProps")' });
    expect(parseCategoryJson('label: API\ncolapsed: false\n', '_category_.yml').problem).toMatchObject({ line: 2, message: expect.stringMatching(/^unknown key "colapsed": did you mean "collapsed"\?/) });
    expect(parseCategoryJson('{"link": {"type": "generated-index", "slgu": "/x"}}', '_category_.json').problem?.message).toMatch(/^unknown key "link\.slgu": did you mean "slug"\?/);
    expect(parseCategoryJson('{"label": "A", "customProps": {"anything": 1}, "collapsible": true, "className": "x"}', '_category_.json').problem).toBeUndefined();
  });
  it('a pasted blob of a key is reported, not a crash of the scan', () => {
    const key = 'a'.repeat(100_000);
    expect(parseCategoryJson(`label: x\n${key}: 1\n`, '_category_.yml').problem?.message).toMatch(/^invalid YAML: The : indicator must be at most 1024 chars/);
    expect(keyLine('x: 1\n', key)).toEqual({ line: 1, column: 1 });
    expect(parseCategoryJson(`{"label": "x", "${key}": 1}`, '_category_.json').problem).toMatchObject({ rule: 'category', message: expect.stringMatching(/^unknown key "a+": the known keys are/) });
  });
});
