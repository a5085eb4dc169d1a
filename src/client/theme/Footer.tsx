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
          <Link to={localizePath('/docs', locale)}>{locale === 'zh' ? '介绍' : 'Introduction'}</Link>
          <Link to={localizePath('/docs/quick-start', locale)}>{locale === 'zh' ? '快速开始' : 'Quick start'}</Link>
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
