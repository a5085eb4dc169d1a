import site from 'virtual:entix/site';
import { Link } from 'react-router';
import { localizePath } from '../../shared/locales.ts';
import { useLocale, useT } from './hooks.ts';

export function Footer() {
  const locale = useLocale();
  const t = useT();
  return (
    <footer className="footer">
      <div className="footer__links">
        <div>
          <b>{t('footer.docs')}</b>
          <Link to={localizePath('/docs', locale)}>{t('footer.introduction')}</Link>
          <Link to={localizePath('/docs/quick-start', locale)}>{t('footer.quickStart')}</Link>
        </div>
        <div>
          <b>{t('footer.community')}</b>
          <a href="https://github.com/entix-labs/entix" rel="noopener noreferrer">GitHub</a>
        </div>
        <div>
          <b>{t('footer.more')}</b>
          <Link to={localizePath('/blog', locale)}>{t('navbar.blog')}</Link>
        </div>
      </div>
      <p className="footer__copyright">{site.footer.copyright}</p>
    </footer>
  );
}
