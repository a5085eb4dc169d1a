import { articleMarkdown } from './to-markdown.ts';

/** A fragment of a prerendered <main> as Markdown, the way the build converts a page (tests only). */
export function md(html: string, locale = 'en', pageUrl = 'https://entix.dev/docs/x'): string {
  return articleMarkdown(`<main>${html}</main>`, { locale, pageUrl });
}
