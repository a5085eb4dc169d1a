import { describe, expect, it } from 'vitest';
import { md } from './test-html.ts';

describe('category cards', () => {
  it('become a list of links with their descriptions, icons dropped', () => {
    const html = '<section class="cards"><a class="card" href="/docs/api/spec"><h2 class="card__title">📄️ <!-- -->API specification</h2><p class="card__text">The conventions.</p></a>'
      + '<a class="card" href="/docs/category/fixed-api"><h2 class="card__title">🗃️ Fixed API</h2></a></section>';
    expect(md(html)).toBe('- [API specification](https://entix.dev/docs/api/spec): The conventions.\n- [Fixed API](https://entix.dev/docs/category/fixed-api)\n');
  });
});
