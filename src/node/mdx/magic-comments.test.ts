import { describe, expect, it } from 'vitest';
import { lineRanges, magicComments } from './magic-comments.ts';

describe("Docusaurus' magic comments", () => {
  it('drop their lines and mark the line after highlight-next-line and those between start and end, in any comment syntax', () => {
    const js = 'const a = 1;\n// highlight-next-line\nconst b = 2;\n  /* highlight-start */\nf();\ng();\n  /* highlight-end */\nh();';
    expect(magicComments(js)).toEqual({ code: 'const a = 1;\nconst b = 2;\nf();\ng();\nh();', marked: [2, 3, 4] });
    expect(magicComments('# highlight-next-line\nnpm ci\nnpm test')).toEqual({ code: 'npm ci\nnpm test', marked: [1] });
    expect(magicComments('<div>\n  <!-- highlight-next-line -->\n  <p/>\n</div>')).toEqual({ code: '<div>\n  <p/>\n</div>', marked: [2] });
    expect(magicComments('-- highlight-start\nSELECT 1;\n-- highlight-end')).toEqual({ code: 'SELECT 1;', marked: [1] });
    expect(magicComments('<A>\n  {/* highlight-next-line */}\n  <B/>\n</A>')).toEqual({ code: '<A>\n  <B/>\n</A>', marked: [2] });
  });

  it('leave other code alone, a comment that only mentions them included', () => {
    for (const code of ['plain();', '// highlight-next-line is how you mark a line', 'x = "highlight-start"']) expect(magicComments(code)).toEqual({ code, marked: [] });
  });

  it('write marked lines as rehype-pretty-code reads them', () => {
    expect(lineRanges([2])).toBe('{2}');
    expect(lineRanges([1, 2, 3, 5, 7, 8])).toBe('{1-3,5,7-8}');
  });
});

describe('magic comments on pathological lines', () => {
  it('reads a line in linear time (two \\s* around the optional closing took 1.7 s on 50,000 spaces)', () => {
    const t = Date.now();
    expect(magicComments('// highlight-start' + ' '.repeat(50_000) + 'x\ny').marked).toEqual([]);
    expect(magicComments('<!-- highlight-next-line -->   \t\ny').marked).toEqual([1]);
    expect(Date.now() - t).toBeLessThan(300);
  });
});
