import { useT } from '../hooks.ts';

export function UntranslatedNotice() {
  const t = useT();
  return <div className="admonition admonition--info untranslated" role="note" lang="zh-CN">{t('doc.untranslated')}</div>;
}
