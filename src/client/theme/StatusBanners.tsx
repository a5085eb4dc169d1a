import type { PageData } from '../../shared/types.ts';
import { useT } from './hooks.ts';
import { Admonition } from './mdx/Admonition.tsx';

/**
 * Docusaurus' banners above a page: a draft (seen only in the dev server, a build leaves it out)
 * and an unlisted page (a reader who has the link knows it is not listed anywhere).
 */
export function StatusBanners({ data }: { data: Pick<PageData, 'draft' | 'unlisted'> }) {
  const t = useT();
  return (
    <>
      {data.draft && (
        <Admonition type="warning" title={t('draft.title')} className="draft-banner">
          <p>{t('draft.text')}</p>
        </Admonition>
      )}
      {data.unlisted && (
        <Admonition type="warning" title={t('unlisted.title')} className="unlisted-banner">
          <p>{t('unlisted.text')}</p>
        </Admonition>
      )}
    </>
  );
}
