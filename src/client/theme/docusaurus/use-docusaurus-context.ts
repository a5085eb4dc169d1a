import site from 'virtual:entix/site';
import { defaultLocale, locales, localized } from '../../../shared/locales.ts';
import { useLocale } from '../hooks.ts';

/**
 * `@docusaurus/useDocusaurusContext` for pages moved from Docusaurus: the parts of its `siteConfig`
 * and `i18n` a page reads (title, tagline in the page's language, url, baseUrl, locales).
 */
export default function useDocusaurusContext() {
  const currentLocale = useLocale();
  const baseUrl = site.base ?? '/';
  return {
    siteConfig: { title: site.title, tagline: localized(site.tagline, currentLocale), url: site.url, baseUrl, customFields: {} as Record<string, unknown> },
    siteMetadata: {},
    i18n: { currentLocale, defaultLocale: defaultLocale(), locales: locales() },
  };
}
