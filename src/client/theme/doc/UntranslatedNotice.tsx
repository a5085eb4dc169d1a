import { htmlLang } from '../../../shared/locales.ts';
import { useLocale, useT } from '../hooks.ts';

export function UntranslatedNotice() {
  const t = useT();
  // The article around it is in the default locale; the notice is in the reader's.
  return <div className="admonition admonition--info untranslated" role="note" lang={htmlLang(useLocale())}>{t('doc.untranslated')}</div>;
}
