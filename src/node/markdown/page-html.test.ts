import { describe, expect, it } from 'vitest';
import { pageParts, partsDigest } from './page-html.ts';

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

describe('partsDigest', () => {
  const page = (o: { head?: string; title?: string; description?: string; canonical?: string; main?: string } = {}) => Buffer.from(
    `<html><head><title>${o.title ?? 'A | Entix'}</title><style>main{}</style>${o.head ?? '<link rel="modulepreload" href="/assets/a-1.js">'}`
    + `<meta name="description" content="${o.description ?? 'D'}"><link rel="canonical" href="${o.canonical ?? 'https://entix.dev/a'}"></head>`
    + `<body><nav>side</nav><main><h1>${o.main ?? 'A'}</h1></main></body></html>`);
  it('stays when only what a twin does not read changes (the app chunks named in the head, the sidebar)', () => {
    expect(partsDigest(page({ head: '<link rel="modulepreload" href="/assets/a-2.js">' }))).toBe(partsDigest(page()));
    expect(partsDigest(Buffer.from(page().toString().replace('side', 'other')))).toBe(partsDigest(page()));
  });
  it('changes with the article, the title, the description and the canonical URL', () => {
    const base = partsDigest(page());
    for (const changed of [{ main: 'B' }, { title: 'B | Entix' }, { description: 'E' }, { canonical: 'https://entix.dev/b' }]) expect(partsDigest(page(changed))).not.toBe(base);
  });
});
