import { describe, expect, it } from 'vitest';
import { warmLocaleGlyphs } from './warm-glyphs.ts';

/** A document with language links, recording what is laid out in the body. */
function fakeDoc(labels: string[]) {
  const laidOut: string[] = [];
  const inBody = new Set<unknown>();
  const element = (text: string) => {
    const attrs = new Map<string, string>([['href', '/x']]);
    const el = {
      textContent: text,
      style: { cssText: '' },
      removeAttribute: (k: string) => attrs.delete(k),
      setAttribute: (k: string, v: string) => attrs.set(k, v),
      attrs,
      cloneNode: () => element(text),
      remove: () => inBody.delete(el),
      get offsetWidth() { if (inBody.has(el)) laidOut.push(`${el.textContent}|${attrs.has('href') ? 'link' : 'probe'}|${attrs.get('aria-hidden')}`); return 10; },
    };
    return el;
  };
  const doc = {
    querySelectorAll: (s: string) => (s === 'a[data-locale-link]' ? labels.map(element) : []),
    body: { append: (el: unknown) => inBody.add(el) },
  };
  return { doc: doc as unknown as Document, laidOut, inBody };
}

describe('warmLocaleGlyphs', () => {
  it('lays out a language name in another script once, out of sight, and leaves nothing behind', () => {
    const { doc, laidOut, inBody } = fakeDoc(['English', '简体中文']);
    warmLocaleGlyphs(doc);
    expect(laidOut).toEqual(['简体中文|probe|true']);
    expect(inBody.size).toBe(0);
  });

  it('does nothing when every language name is in Latin letters', () => {
    const { doc, laidOut } = fakeDoc(['English', 'Français']);
    warmLocaleGlyphs(doc);
    expect(laidOut).toEqual([]);
  });
});
