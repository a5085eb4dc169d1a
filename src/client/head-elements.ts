import site from 'virtual:entix/site';
import type { PageHandle } from './router/page-handle.ts';

interface HeadElement {
  type: string;
  props: Record<string, string>;
}

/** <head> tags of a prerendered page: description, canonical URL and language alternates. */
export function headElements(url: string, handle: PageHandle): HeadElement[] {
  const out: HeadElement[] = [];
  if (handle.description) out.push({ type: 'meta', props: { name: 'description', content: handle.description } });
  if (handle.notFound) {
    out.push({ type: 'meta', props: { name: 'robots', content: 'noindex' } });
    return out;
  }
  out.push({ type: 'link', props: { rel: 'canonical', href: site.url + url } });
  const alt = handle.alternates;
  if (alt?.en) out.push({ type: 'link', props: { rel: 'alternate', hreflang: 'en', href: site.url + alt.en } });
  if (alt?.zh) out.push({ type: 'link', props: { rel: 'alternate', hreflang: 'zh-CN', href: site.url + alt.zh } });
  if (alt?.en) out.push({ type: 'link', props: { rel: 'alternate', hreflang: 'x-default', href: site.url + alt.en } });
  return out;
}
