import { describe, expect, it } from 'vitest';
import { pageParts } from './page-html.ts';

describe('pageParts', () => {
  it('cuts <main> from the page and reads the head’s title, description and canonical URL', () => {
    const html = '<html><head><title>A &amp; B | Entix</title><style>main{}</style><meta name="description" content="Say &quot;hi&quot;." data-h=""><link rel="canonical" href="https://entix.dev/docs/a" data-h=""></head>'
      + '<body><nav>side</nav><main class="doc-main"><h1>A</h1></main><footer>f</footer></body></html>';
    expect(pageParts(html)).toEqual({ main: '<main class="doc-main"><h1>A</h1></main>', title: 'A & B | Entix', description: 'Say "hi".', canonical: 'https://entix.dev/docs/a' });
  });
  it('finds no main in a page without one', () => {
    expect(pageParts('<head></head><body><p>x</p></body>').main).toBeUndefined();
  });
});
