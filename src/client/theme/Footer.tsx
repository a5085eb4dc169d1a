import site from 'virtual:entix/site';
import { Link } from 'react-router';
import { localizePath } from '../../shared/locales.ts';
import { isUiKey } from '../../shared/i18n/index.ts';
import { useLocale, useT } from './hooks.ts';

/** The site config's footer columns (a label is a UI string id or literal text, as in the navbar). */
export function Footer() {
  const locale = useLocale();
  const t = useT();
  const text = (label: string) => (isUiKey(label) ? t(label) : label);
  return (
    <footer className="footer">
      <div className="footer__links">
        {site.footer.links.map((column) => (
          <div key={column.title}>
            <b>{text(column.title)}</b>
            {column.items.map((item) =>
              item.to.startsWith('/')
                ? <Link key={item.to} to={localizePath(item.to, locale)}>{text(item.label)}</Link>
                : <a key={item.to} href={item.to} rel="noopener noreferrer">{text(item.label)}</a>,
            )}
          </div>
        ))}
      </div>
      <p className="footer__copyright">{site.footer.copyright}</p>
    </footer>
  );
}
