import { useT } from './hooks.ts';
import { Admonition } from './mdx/Admonition.tsx';

/** Docusaurus' banner on a page marked `unlisted: true`: a reader who has the link knows it is not listed anywhere. */
export function UnlistedBanner() {
  const t = useT();
  return (
    <Admonition type="warning" title={t('unlisted.title')} className="unlisted-banner">
      <p>{t('unlisted.text')}</p>
    </Admonition>
  );
}
