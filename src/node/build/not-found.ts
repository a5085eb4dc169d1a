/**
 * 404 files for static hosts. Each locale's prerendered 404 is also written as `<prefix>/404.html`
 * (hosts that look for the nearest 404.html, such as Cloudflare Pages). GitHub Pages and Netlify
 * know only the root `404.html`: it carries every other locale's page body in a <template>, and
 * two inline scripts show the body of the URL's locale before the first paint.
 */
import type { Rollup } from 'vite';
import { defaultLocale, htmlLang, locales, localePrefix } from '../../shared/locales.ts';

export interface NotFoundPage {
  /** Route prefix of the locale ('/zh'), '' for the default locale. */
  prefix: string;
  lang: string;
  html: string;
}

const ROOT_OPEN = '<div id="root">';

/** The inner HTML of the page's #root (the prerendered app), which the template in index.html closes last. */
export function rootBody(html: string): { start: number; end: number } {
  const open = html.indexOf(ROOT_OPEN);
  const close = html.lastIndexOf('</div>', html.lastIndexOf('</body>'));
  if (open < 0 || close < open) throw new Error('404 page: no <div id="root"> in the prerendered HTML');
  return { start: open + ROOT_OPEN.length, end: close };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

/**
 * The root 404.html: the default locale's page, and for a URL under another locale's prefix
 * (after the site's base) that locale's body, `lang` and title, swapped in while #root is hidden.
 */
export function rootNotFound(defaultHtml: string, others: NotFoundPage[], base: string): string {
  if (!others.length) return defaultHtml;
  const entries = others.map((o, i) => ({ p: o.prefix, lang: o.lang, title: titleOf(o.html), id: `entix-404-${i}` }));
  const detect = `(function(L,b){var p=location.pathname;if(p.indexOf(b)===0)p=p.slice(b.length-1);for(var i=0;i<L.length;i++){var l=L[i];if(p===l.p||p.indexOf(l.p+'/')===0){var h=document.documentElement;h.lang=l.lang;h.setAttribute('data-entix-404',l.id);document.title=l.title;return}}})(${JSON.stringify(entries).replace(/</g, '\\u003c')},${JSON.stringify(base)});`;
  const hide = '<style>html[data-entix-404] #root{visibility:hidden}</style>';
  const swap = `(function(){var h=document.documentElement,id=h.getAttribute('data-entix-404');if(!id)return;var t=document.getElementById(id);if(t)document.getElementById('root').innerHTML=t.innerHTML;h.removeAttribute('data-entix-404')})();`;
  const templates = others.map((o, i) => {
    const { start, end } = rootBody(o.html);
    return `<template id="entix-404-${i}">${o.html.slice(start, end)}</template>`;
  });
  const { end } = rootBody(defaultHtml);
  const afterRoot = end + '</div>'.length;
  const withBody = `${defaultHtml.slice(0, afterRoot)}${templates.join('')}<script>${swap}</script>${defaultHtml.slice(afterRoot)}`;
  return withBody.replace('<head>', `<head><script>${detect}</script>${hide}`);
}

/** `404.html` and `<prefix>/404.html` of every other locale, from the prerendered `<prefix>/404/index.html`. */
export function notFoundFiles(bundle: Rollup.OutputBundle, base: string): Record<string, string> {
  const htmlOf = (prefix: string) => {
    const a = bundle[`${prefix ? `${prefix.slice(1)}/` : ''}404/index.html`];
    return a?.type === 'asset' ? String(a.source) : undefined;
  };
  const main = htmlOf(localePrefix(defaultLocale()));
  if (main === undefined) return {};
  const others = locales().filter((l) => l !== defaultLocale()).flatMap((l) => {
    const html = htmlOf(localePrefix(l));
    return html === undefined ? [] : [{ prefix: localePrefix(l), lang: htmlLang(l), html }];
  });
  const out: Record<string, string> = { '404.html': rootNotFound(main, others, base) };
  for (const o of others) out[`${o.prefix.slice(1)}/404.html`] = o.html;
  return out;
}
