import { useT } from '../hooks.ts';
import { siteHref } from '../../base.ts';
import { twinPath } from '../../../shared/markdown-twin.ts';

/**
 * Under a docs page's h1: Copy page (its Markdown twin to the clipboard) and a menu with View as
 * Markdown and Copy link to Markdown. The buttons answer page-wide (src/client/dom/copy-page.ts),
 * so they work before React loads; the menu is a <details>, open without script. The build drops
 * the whole control from the twin (node/markdown/strip-ui.ts).
 */
export function CopyPage({ path }: { path: string }) {
  const t = useT();
  const twin = siteHref(twinPath(path));
  return (
    <div className="copy-page">
      <button type="button" className="copy-page__copy" data-twin={twin} data-copied={t('copyPage.copied')} data-failed={t('copyPage.failed')}>
        {t('copyPage.copy')}
      </button>
      <details className="copy-page__more">
        <summary aria-label={t('copyPage.menu')} title={t('copyPage.menu')}><span aria-hidden="true">▾</span></summary>
        <div className="copy-page__menu">
          <a className="copy-page__view" href={twin} type="text/markdown">{t('copyPage.view')}</a>
          <button type="button" className="copy-page__link" data-twin={twin} data-copied={t('copyPage.linkCopied')} data-failed={t('copyPage.failed')}>
            {t('copyPage.copyLink')}
          </button>
        </div>
      </details>
    </div>
  );
}
