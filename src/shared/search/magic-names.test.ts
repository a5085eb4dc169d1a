import { describe, expect, it } from 'vitest';
import { magicInstance } from './magic-names.ts';
import type { DocRow } from './types.ts';

const row = (title: string, heading = ''): DocRow => [`/docs/api/magic-api/${title}`, title, heading, 'docs', '', 0, 0];
const DOCS = [row('get$'), row('get$By$'), row('getBy$'), row('sum$'), row('sum$', 'Example'), row('delByUK'), row('Overview')];
const title = (q: string) => { const d = magicInstance(DOCS, q); return d === undefined ? undefined : `${DOCS[d]![1]}${DOCS[d]![2] ? '#' : ''}`; };

describe('magic API names', () => {
  it('finds the pattern a camelCase call is an instance of, the most specific one', () => {
    expect(title('sumAmount')).toBe('sum$');
    expect(title('getEmailById')).toBe('get$By$');
    expect(title('getByEmail')).toBe('getBy$');
    expect(title('getEmail')).toBe('get$');
    expect(title(' getNicknameById ')).toBe('get$By$');
    expect(title('get$By$')).toBe('get$By$');
    expect(title('sum$')).toBe('sum$');
    expect(title('sumAmount 怎么用')).toBe('sum$');
    expect(title('怎么用 getEmailById')).toBe('get$By$');
    expect(title('getBy')).toBe('getBy$');
  });
  it('needs a capitalised word where each $ stands, and a name-like query', () => {
    expect(title('summary')).toBeUndefined();
    expect(title('sum')).toBeUndefined();
    expect(title('sumamount')).toBeUndefined();
    expect(title('get email by id')).toBeUndefined();
    expect(title('Overview')).toBeUndefined();
  });
});
