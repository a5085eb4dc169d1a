import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSynonyms } from '../../src/node/search/synonyms.ts';
import { planQuery } from '../../src/shared/search/plan.ts';
import { queryWords } from '../../src/shared/search/tokenize.ts';
import { ROOT } from './real-index.ts';

const FILE = join(ROOT, 'content/search-synonyms.yml');

function yml(text: string): string {
  const f = join(mkdtempSync(join(tmpdir(), 'syn-')), 'search-synonyms.yml');
  writeFileSync(f, text);
  return f;
}

describe('content/search-synonyms.yml', () => {
  const groups = loadSynonyms(FILE);

  it('is a list of groups of two or more words, each pairing Chinese with English', () => {
    expect(groups.length).toBeGreaterThanOrEqual(30);
    for (const g of groups) {
      expect(g.length, g.join(', ')).toBeGreaterThanOrEqual(2);
      expect(g.some((w) => /\p{Script=Han}/u.test(w)) && g.some((w) => /[a-z]/i.test(w)), g.join(', ')).toBe(true);
    }
  });

  it('lists each phrase once', () => {
    const keys = groups.flat().map((w) => queryWords(w).join(' '));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('is what the query planner follows: 事务 also searches transaction, and back', () => {
    const terms = (q: string) => planQuery(q, groups).flatMap((c) => c.alts.flatMap((a) => a.terms));
    expect(terms('事务')).toContain('transaction');
    expect(terms('transaction')).toContain('事务');
    expect(terms('执行 SQL')).toContain('runsql');
  });
});

describe('loadSynonyms', () => {
  it('reads no file as no table', () => {
    expect(loadSynonyms(join(tmpdir(), 'no-such-dir', 'x.yml'))).toEqual([]);
  });
  it('fails on a group that is not a list, with file and line', () => {
    expect(() => loadSynonyms(yml('- [事务, transaction]\n- 会话\n'), 'content/search-synonyms.yml')).toThrow('content/search-synonyms.yml:2: each synonym group must be a list');
  });
  it('fails on a group of one word, and on malformed YAML, with the line', () => {
    expect(() => loadSynonyms(yml('- [事务, transaction]\n- [会话]\n'), 's.yml')).toThrow('s.yml:2: a synonym group needs at least two');
    expect(() => loadSynonyms(yml('- [事务, transaction\n'), 's.yml')).toThrow(/^s\.yml:\d+: malformed YAML/);
  });
});
