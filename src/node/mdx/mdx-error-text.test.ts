import { describe, expect, it } from 'vitest';
import { mdxErrorText, stripAnsi } from './mdx-error-text.ts';

describe('mdxErrorText', () => {
  it('takes the bracketed place out of the message when the error has none', () => {
    expect(mdxErrorText('Expected a closing tag for `<Tabs>` (7:1-7:7)')).toMatchObject({ line: 7, column: 1, message: expect.stringMatching(/^Expected a closing tag for `<Tabs>`: add `<\/Tabs>`/) });
    expect(mdxErrorText('Expected a closing tag for `<Tabs>` (7:1-7:7)', 9, 2)).toMatchObject({ line: 9, column: 2 });
  });
  it('drops colour codes and keeps one line', () => {
    expect(stripAnsi('\x1b[31mred\x1b[39m')).toBe('red');
    expect(mdxErrorText('\x1b[1mUnexpected closing slash `/` in tag\x1b[22m\n  > 3 | </x>').message).toMatch(/^Unexpected closing slash `\/` in tag: remove it/);
  });
  it('is linear on a long message', () => {
    const t = Date.now();
    mdxErrorText(`Could not parse ${'(1:1'.repeat(50_000)}`);
    mdxErrorText(`Unexpected character ${'a '.repeat(100_000)}`);
    expect(Date.now() - t).toBeLessThan(300);
  });
});
