import { Link } from 'react-router';
import site from 'virtual:entix/site';
import { localizePath } from '../../shared/locales.ts';
import { useLocale } from '../theme/hooks.ts';
import type { PageHandle } from '../router/page-handle.ts';

export const handle: PageHandle = { title: 'Entix', description: site.tagline.en, alternates: { en: '/', zh: '/zh/' } };

export default function Home() {
  const locale = useLocale();
  return (
    <main className="home">
      <header className="hero">
        <h1 className="hero__title">{site.title}</h1>
        <p className="hero__subtitle">{site.tagline[locale]}</p>
        <Link className="button button--primary" to={localizePath('/docs/quick-start', locale)}>
          {locale === 'zh' ? '快速开始 – 5 分钟' : 'Quick start – 5 min'}
        </Link>
      </header>
    </main>
  );
}
