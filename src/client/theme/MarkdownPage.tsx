import type { PageData } from '../../shared/types.ts';
import type { ComponentType } from 'react';
import { Toc } from './doc/Toc.tsx';
import { UntranslatedNotice } from './doc/UntranslatedNotice.tsx';

export function MarkdownPage({ data, Body }: { data: PageData; Body?: ComponentType }) {
  return (
    <div className="container page-layout">
      <main className="markdown-page">
        <article className="markdown">
          {data.untranslated && <UntranslatedNotice />}
          <h1>{data.title}</h1>
          {Body && <Body />}
        </article>
      </main>
      {!data.hideToc && data.toc && data.toc.length > 0 && <Toc items={data.toc} min={2} max={3} />}
    </div>
  );
}
