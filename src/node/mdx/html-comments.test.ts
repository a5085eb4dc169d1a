import { describe, expect, it } from 'vitest';
import { stripHtmlComments, type CommentState } from './html-comments.ts';
import { preprocess } from './preprocess.ts';

const strip = (line: string, state: CommentState = {}) => stripHtmlComments(line, 1, state);

describe('stripHtmlComments', () => {
  it('keeps a `<!--` inside inline code, of any backtick count', () => {
    expect(strip('In HTML, `<!--` starts a comment.')).toBe('In HTML, `<!--` starts a comment.');
    expect(strip('`<!-- x -->` stays')).toBe('`<!-- x -->` stays');
    expect(strip('``a ` <!-- b`` c')).toBe('``a ` <!-- b`` c');
  });
  it('drops a comment in prose, also after code on the same line', () => {
    expect(strip('`x` a<!-- c -->b')).toBe('`x` ab');
    const s: CommentState = {};
    expect(stripHtmlComments('a <!-- open', 3, s)).toBe('a ');
    expect(s.open).toEqual({ line: 3, column: 3 });
    expect(stripHtmlComments('`still comment` --> b', 4, s)).toBe(' b');
    expect(s.open).toBeUndefined();
  });
  it('an unmatched backtick run is text, and an escaped `<` or backtick opens nothing', () => {
    expect(strip('a \\`` b <!-- c --> d')).toBe('a \\`` b  d');
    expect(strip('a ` b <!-- c --> d')).toBe('a ` b  d');
    expect(strip('\\<!-- not a comment')).toBe('\\<!-- not a comment');
    expect(strip('\\`<!-- c -->`')).toBe('\\``');
  });
  it('is linear on pathological lines', () => {
    const t = Date.now();
    strip('<!-- -->' + '` `` ``` '.repeat(20_000) + '<!--');
    strip('`'.repeat(1) + ' <!-- '.repeat(50_000));
    strip(Array.from({ length: 3000 }, (_, k) => '`'.repeat(k + 1)).join(' ') + '<!--');
    expect(Date.now() - t).toBeLessThan(500);
  });
});

describe('preprocess and HTML comments', () => {
  it('inline code with <!-- before a heading keeps the rest of the page', () => {
    const src = '# Quick start\n\nIn HTML, `<!--` starts a comment.\n\n## Install\n\nText.\n';
    const r = preprocess(src);
    expect(r.code).toBe(src);
    expect(r.unclosedComment).toBeUndefined();
  });
  it('reports a comment that never closes at its line and column, instead of dropping the page', () => {
    const r = preprocess('---\ntitle: T\n---\n# A\n\nText <!-- oops\n\n## B\n');
    expect(r.unclosedComment).toEqual({ line: 6, column: 6 });
  });
  it('leaves a <!-- in the frontmatter to YAML', () => {
    const src = '---\ndescription: "<!-- is a comment"\n---\n# A\n';
    expect(preprocess(src)).toEqual({ code: src, truncateLine: undefined });
  });
});
