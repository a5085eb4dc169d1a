import { describe, expect, it } from 'vitest';
import { llmsFullTxt, llmsTxt, type LlmsPage } from './llms.ts';

const page = (route: string, title: string, description?: string): LlmsPage => ({ route, title, description, twin: `https://entix.dev${route}.md` });
const pages = new Map([page('/docs/intro', 'Introduction', 'What it is.'), page('/docs/api', 'API [all]'), page('/docs/api/get', 'get', 'Read one row.')].map((p) => [p.route, p]));

describe('llmsTxt', () => {
  it('lists the sidebar in order: loose pages under the docs title, a section per category, then posts and older versions', () => {
    const text = llmsTxt({
      title: 'Entix', description: 'Data APIs.', docsTitle: 'Docs', blogTitle: 'Blog', olderVersionsTitle: 'Older versions',
      sidebar: [{ type: 'link', label: 'Intro', href: '/docs/intro' }, { type: 'link', label: 'GitHub', href: 'https://github.com/x' }, { type: 'category', label: 'API', href: '/docs/api', items: [{ type: 'link', label: 'get', href: '/docs/api/get' }] }],
      page: (href) => pages.get(href),
      posts: [page('/blog/v4', 'Entix v4', 'Released.')],
      olderVersions: [{ label: '3.x', llms: 'https://entix.dev/docs/3.1/llms.txt' }],
    });
    expect(text).toBe([
      '# Entix', '', '> Data APIs.', '',
      '## Docs', '', '- [Introduction](https://entix.dev/docs/intro.md): What it is.', '',
      '## API', '', '- [API \\[all\\]](https://entix.dev/docs/api.md)', '- [get](https://entix.dev/docs/api/get.md): Read one row.', '',
      '## Blog', '', '- [Entix v4](https://entix.dev/blog/v4.md): Released.', '',
      '## Older versions', '', '- [3.x](https://entix.dev/docs/3.1/llms.txt)', '',
    ].join('\n'));
  });
});

describe('llmsFullTxt', () => {
  it('joins the twins without their front matter, each page’s URL under its title', () => {
    const twin = '---\ntitle: Intro\nlocale: en\n---\n\n# Intro\n\nText.\n';
    expect(llmsFullTxt({ title: 'Entix', description: 'Data APIs.', twins: [{ url: 'https://entix.dev/docs/intro', markdown: twin }] }))
      .toBe('# Entix\n\n> Data APIs.\n\n# Intro\n\nURL: https://entix.dev/docs/intro\n\nText.\n');
  });
});
