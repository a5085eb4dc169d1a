import type { PageData } from '../../shared/types.ts';
import type { MdxContent } from '../page-module.ts';
import { mdxComponents } from './mdx/components.tsx';
import { Toc } from './doc/Toc.tsx';
import { UntranslatedNotice } from './doc/UntranslatedNotice.tsx';

export function MarkdownPage({ data, Content }: { data: PageData; Content?: MdxContent }) {
  return (
    <div className="container page-layout">
      <main className="markdown-page">
        <article className="markdown">
          {data.untranslated && <UntranslatedNotice />}
          <h1>{data.title}</h1>
          {Content && <Content components={mdxComponents} />}
        </article>
      </main>
      {!data.hideToc && Content?.toc && <Toc items={Content.toc} min={2} max={3} />}
    </div>
  );
}
