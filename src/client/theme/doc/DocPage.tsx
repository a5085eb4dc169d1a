import type { PageData, SidebarItem } from '../../../shared/types.ts';
import type { ComponentType } from 'react';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CategoryCards } from './CategoryCards.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { LastUpdated } from './LastUpdated.tsx';
import { EditThisPage } from '../EditThisPage.tsx';
import { Paginator } from './Paginator.tsx';
import { Toc, TocCollapsible, tocOf } from './Toc.tsx';
import { UntranslatedNotice } from './UntranslatedNotice.tsx';
import { CopyPage } from './CopyPage.tsx';
import { StatusBanners } from '../StatusBanners.tsx';
import { PageDataContext } from '../page-data-context.ts';
import { TagList } from '../blog/TagList.tsx';
import { useDocsVersion, useRememberDocsVersion } from '../use-docs-version.ts';
import { VersionBanner, VersionBadge } from './VersionBanner.tsx';

export function DocPage({ data, sidebar, Body }: { data: PageData; sidebar: SidebarItem[]; Body?: ComponentType }) {
  const toc = tocOf(data);
  useRememberDocsVersion(data.path);
  // What the boot reads before the app runs (dom/docs-version.ts), on a site with several versions.
  const version = useDocsVersion(data.path);
  return (
    <div className="doc-layout" data-docs-version={version?.name}>
      <DocSidebar items={sidebar} current={data.path} />
      <main className="doc-main">
        <StatusBanners data={data} />
        <VersionBanner data={data} />
        <article className="markdown">
          <Breadcrumbs items={data.breadcrumbs ?? []} title={data.title} />
          <VersionBadge path={data.path} />
          {data.untranslated && <UntranslatedNotice />}
          {!data.hideTitle && <h1>{data.title}</h1>}
          <CopyPage path={data.path} />
          {toc && <TocCollapsible key={data.path} {...toc} />}
          {data.kind === 'category' && data.description && <p className="category-description">{data.description}</p>}
          {Body && <PageDataContext.Provider value={data}><Body /></PageDataContext.Provider>}
          {data.cards && <CategoryCards cards={data.cards} />}
          {data.tags && <TagList tags={data.tags} />}
        </article>
        {(data.editUrl || data.lastUpdate) && (
          <div className="doc-footer">
            {data.editUrl && <EditThisPage href={data.editUrl} />}
            {data.lastUpdate && <LastUpdated date={data.lastUpdate} />}
          </div>
        )}
        <Paginator prev={data.prev} next={data.next} />
      </main>
      {toc && <Toc {...toc} />}
    </div>
  );
}
