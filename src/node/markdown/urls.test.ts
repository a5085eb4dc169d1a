import { describe, expect, it } from 'vitest';
import { md } from './test-html.ts';

describe('links and images', () => {
  it('become absolute URLs on the site origin, base path kept', () => {
    const page = 'https://example.org/entix/docs/a/b';
    expect(md('<p><a href="/entix/docs/c">C</a>, <a href="#x">here</a>, <a href="https://github.com/x">out</a>.</p>', 'en', page))
      .toBe('[C](https://example.org/entix/docs/c), [here](https://example.org/entix/docs/a/b#x), [out](https://github.com/x).\n');
  });
  it('keep their alt text, and drop decorative images (alt="")', () => {
    expect(md('<p><img src="/img/shot.png" alt="The toolkit console"/><img src="/img/avatar.svg" alt=""/></p>'))
      .toBe('![The toolkit console](https://entix.dev/img/shot.png)\n');
  });
});
