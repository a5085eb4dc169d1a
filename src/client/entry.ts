// The first view's only script: analytics' page view, and the app (React, router, theme) on first use.
import site from 'virtual:entix/site';
import { startAnalytics } from './analytics.ts';
import { hydrateOnIntent } from './boot/hydrate-on-intent.ts';
import './styles/index.css';

function boot(): void {
  const track = startAnalytics({ gtagId: site.analytics?.gtagId, anonymizeIp: site.analytics?.anonymizeIp ?? true, enabled: import.meta.env.PROD });
  track?.(window.location.pathname + window.location.search, document.title);

  hydrateOnIntent({
    eager: !document.getElementById('root')?.hasChildNodes() || window.location.search !== '' || document.querySelector('[data-hydrate="eager"]') !== null,
    start: () => import('./main.tsx').then((app) => app.start(track)),
  });
}

// The prerenderer evaluates this bundle in Node, where there is no page to boot.
if (typeof window !== 'undefined' && typeof document !== 'undefined') boot();
