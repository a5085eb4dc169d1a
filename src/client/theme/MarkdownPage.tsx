import type { PageData } from '../../shared/types.ts';
import type { ComponentType } from 'react';
import { Toc, TocCollapsible, tocOf } from './doc/Toc.tsx';
import { UntranslatedNotice } from './doc/UntranslatedNotice.tsx';
import { StatusBanners } from './StatusBanners.tsx';

export function MarkdownPage({ data, Body }: { data: PageData; Body?: ComponentType }) {
  const toc = tocOf(data);
  return (
    <div className="container page-layout">
      <main className="markdown-page">
        <StatusBanners data={data} />
        <article className="markdown">
          {data.untranslated && <UntranslatedNotice />}
          <h1>{data.title}</h1>
          {toc && <TocCollapsible key={data.path} {...toc} />}
          {Body && <Body />}
        </article>
      </main>
      {toc && <Toc {...toc} />}
    </div>
  );
}
