import type { ComponentType } from 'react';
import type { PageModule } from '../../page-module.ts';
import { BlogArchive } from './BlogArchive.tsx';
import { BlogAuthors } from './BlogAuthors.tsx';
import { BlogListPage } from './BlogListPage.tsx';
import { BlogPostPage } from './BlogPostPage.tsx';
import { BlogTags } from './BlogTags.tsx';

/** A blog route's page, by its kind. */
export function BlogElement({ mod: { data }, Body }: { mod: PageModule; Body?: ComponentType }) {
  switch (data.kind) {
    case 'blog-post': return <BlogPostPage data={data} Body={Body} />;
    case 'blog-archive': return <BlogArchive data={data} />;
    case 'blog-authors': return <BlogAuthors data={data} />;
    case 'blog-tags': return <BlogTags data={data} />;
    default: return <BlogListPage data={data} />;
  }
}
