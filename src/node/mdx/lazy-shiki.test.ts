import { describe, expect, it } from 'vitest';
import * as shiki from 'shiki';
import * as lazy from './lazy-shiki.ts';

describe('lazy shiki', () => {
  it('gives the highlighters shiki gives, from the same module', async () => {
    const opts = { themes: ['github-light-default', 'github-dark-default'], langs: ['javascript', 'sql'] };
    const [mine, theirs] = await Promise.all([lazy.createHighlighter(opts), shiki.createHighlighter(opts)]);
    const code = "const rows = await db.query('select 1');";
    // No tokenizing time limit: on a busy machine shiki's default 500 ms can cut a line's colours short in one of the two.
    const html = (h: typeof mine) => h.codeToHtml(code, { lang: 'javascript', themes: { light: 'github-light-default', dark: 'github-dark-default' }, tokenizeTimeLimit: 30_000 });
    expect(html(mine)).toBe(html(theirs));
    // The singleton is shiki's own: one highlighter for the package and for us.
    expect(await lazy.getSingletonHighlighter(opts)).toBe(await shiki.getSingletonHighlighter(opts));
  });
});
