import { describe, expect, it } from 'vitest';
import type { PageData } from '../../shared/types.ts';
import type { FrontMatter } from '../content/frontmatter.ts';
import type { SiteModel } from '../content/site-model.ts';
import { pageModule } from './virtual-modules.ts';

function model(kind: PageData['kind'], frontMatter: FrontMatter): SiteModel {
  const source = { rel: 'a.md', abs: '/site/content/en/docs/a.md', display: 'content/en/docs/a.md', frontMatter, bodyLineOffset: 0, body: '' };
  const data: PageData = { kind, locale: 'en', path: '/docs/a', title: 'A', description: '', alternates: {} };
  return { pages: [{ path: '/docs/a', locale: 'en', id: { locale: 'en', version: 'current', section: 'docs', slug: 'a' }, source, data }], sidebars: {}, warnings: [], fileRoutes: new Map() };
}

const siteEdit = (abs: string) => `https://git.example/edit/${abs.split('/content/')[1]}`;
const editUrl = (m: SiteModel, link: ((abs: string) => string | undefined) | undefined = siteEdit) => {
  const data = /^export const data = (.*);$/m.exec(pageModule(m, '/docs/a', undefined, link) ?? '')![1]!;
  return (JSON.parse(data) as PageData).editUrl;
};

describe('"Edit this page" in a route chunk', () => {
  it("comes from the site's editUrl and the source's path", () => {
    expect(editUrl(model('doc', {}))).toBe('https://git.example/edit/en/docs/a.md');
    expect(editUrl(model('page', {}))).toBeUndefined();
  });
  it("is a doc's custom_edit_url, even without a site editUrl, and gone with custom_edit_url: null", () => {
    expect(editUrl(model('doc', { custom_edit_url: 'https://elsewhere.example/a' }))).toBe('https://elsewhere.example/a');
    expect(editUrl(model('doc', { custom_edit_url: 'https://elsewhere.example/a' }), undefined)).toBe('https://elsewhere.example/a');
    expect(editUrl(model('doc', { custom_edit_url: null }))).toBeUndefined();
  });
});
