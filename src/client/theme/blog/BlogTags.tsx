import type { PageData } from '../../../shared/types.ts';
import { TagList } from './TagList.tsx';

export function BlogTags({ data }: { data: PageData }) {
  return (
    <main className="container blog-index">
      <h1>{data.title}</h1>
      <TagList tags={data.blog?.tags ?? []} counts />
    </main>
  );
}
