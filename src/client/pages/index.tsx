import { Link } from 'react-router';
import site from 'virtual:entix/site';
import { allLocalePaths, defaultLocale, localized, localizePath } from '../../shared/locales.ts';
import { useLocale } from '../theme/hooks.ts';
import type { PageHandle } from '../router/page-handle.ts';
import { FEATURES, HOME_COPY } from '@site/content/home.ts';

export const handle: PageHandle = { title: site.title, description: localized(site.tagline, defaultLocale()), alternates: allLocalePaths('/') };

const SAMPLE_REQUEST = `curl -X POST localhost:8080/api/user/select \\
  -H 'Content-Type: application/json' \\
  -d '{"where": {"city": "Berlin"}, "fields": ["id", "nickname"]}'`;
const SAMPLE_RESPONSE = `{"code": 0, "msg": "ok", "data": {"total": 2, "list": [
  {"id": 1, "nickname": "Alice"}, {"id": 3, "nickname": "Carol"}]}}`;

export default function Home() {
  const locale = useLocale();
  return (
    <main className="home">
      <header className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">{site.title}</h1>
          <p className="hero__subtitle">{localized(site.tagline, locale)}</p>
          <div className="hero__actions">
            <Link className="button button--primary button--lg" to={localizePath(HOME_COPY.ctaTo, locale)}>{localized(HOME_COPY.cta, locale)}</Link>
            <Link className="button button--lg hero__secondary" to={localizePath('/docs', locale)}>{localized(HOME_COPY.secondary, locale)}</Link>
          </div>
        </div>
        <figure className="hero__sample" aria-label={localized(HOME_COPY.sampleTitle, locale)}>
          <figcaption>{localized(HOME_COPY.sampleTitle, locale)}</figcaption>
          <pre><code>{SAMPLE_REQUEST}</code></pre>
          <pre className="hero__response"><code>{SAMPLE_RESPONSE}</code></pre>
        </figure>
      </header>
      <section className="features container" aria-labelledby="features-title">
        <h2 id="features-title" className="features__title">{localized(HOME_COPY.featuresTitle, locale)}</h2>
        <div className="features__grid">
          {FEATURES.map((f) => (
            <Link key={f.id} className="feature" to={localizePath(f.href, locale)}>
              <h3 className="feature__title">{localized(f.title, locale)}</h3>
              <p className="feature__text">{localized(f.text, locale)}</p>
              <pre className="feature__code" data-lang={f.lang}><code>{f.code}</code></pre>
            </Link>
          ))}
        </div>
      </section>
    </main>
  );
}
