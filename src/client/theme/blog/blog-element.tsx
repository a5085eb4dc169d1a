import type { ComponentType } from 'react';
import type { PageModule } from '../../page-module.ts';
import { BlogArchive } from './BlogArchive.tsx';
import { BlogAuthors } from './BlogAuthors.tsx';
import { BlogListPage } from './BlogListPage.tsx';
import { BlogPostPage } from './BlogPostPage.tsx';
import { BlogTags } from './BlogTags.tsx';

/** The component of a blog route, by its kind. */
export function blogElement(mod: PageModule, Body?: ComponentType): ComponentType {
  const { data } = mod;
  switch (data.kind) {
    case 'blog-post': return function BlogPost() { return <BlogPostPage data={data} Body={Body} />; };
    case 'blog-archive': return function Archive() { return <BlogArchive data={data} />; };
    case 'blog-authors': return function Authors() { return <BlogAuthors data={data} />; };
    case 'blog-tags': return function Tags() { return <BlogTags data={data} />; };
    default: return function BlogList() { return <BlogListPage data={data} />; };
  }
}
