import { siteHref } from '../../base.ts';

/** `@docusaurus/useBaseUrl` for pages moved from Docusaurus: a site path with the base path before it; a full URL as it is. */
export default function useBaseUrl(url: string): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  return siteHref(url.startsWith('/') ? url : `/${url}`);
}
