/**
 * The site's stylesheet goes into each page's <head> as a <style>: a render-blocking request is
 * the one thing between the HTML and the first paint, and on a slow link it costs a round trip.
 * (In Lighthouse it also lets viz throttle the page's frames while it waits: observed FCP +1 s.)
 * The CSS file stays in assets/ for pages cached from an earlier build.
 */
const LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

export function inlineStylesheets(html: string, base: string, read: (fileName: string) => string | undefined): string {
  return html.replace(LINK, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith(base) || !href.endsWith('.css')) return tag;
    const css = read(href.slice(base.length));
    // `</style` would end the element early; `<\/` means the same inside a CSS string.
    return css === undefined ? tag : `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  });
}
