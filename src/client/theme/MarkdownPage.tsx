import type { PageData } from '../../shared/types.ts';
import type { ComponentType } from 'react';
import { Toc, TocCollapsible } from './doc/Toc.tsx';
import { UntranslatedNotice } from './doc/UntranslatedNotice.tsx';

export function MarkdownPage({ data, Body }: { data: PageData; Body?: ComponentType }) {
  const toc = data.toc ?? [];
  const showToc = !data.hideToc && toc.length > 0;
  return (
    <div className="container page-layout">
      <main className="markdown-page">
        <article className="markdown">
          {data.untranslated && <UntranslatedNotice />}
          <h1>{data.title}</h1>
          {showToc && <TocCollapsible key={data.path} items={toc} min={2} max={3} />}
          {Body && <Body />}
        </article>
      </main>
      {showToc && <Toc items={toc} min={2} max={3} />}
    </div>
  );
}
