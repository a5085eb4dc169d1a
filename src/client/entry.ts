// The first view's only script: analytics' page view, controls that answer without React, the
// app's chunks fetched when idle, and the app itself (React, router, theme) run on first use.
import site from 'virtual:entix/site';
import { startAnalytics, type Track } from './analytics.ts';
import { hydrateOnIntent } from './boot/hydrate-on-intent.ts';
import { installBootControls, installPageControls } from './boot/controls.ts';
import { prefetchAppWhenIdle } from './boot/prefetch-app.ts';
import { warmSearchOnIntent } from './boot/warm-search.ts';
import { installSwapNavigation } from './boot/swap-navigation.ts';
import { showSearchFailure } from './boot/search-host.ts';
import { installHideOnScroll } from './dom/hide-on-scroll.ts';
import { installBackToTop } from './dom/back-to-top.ts';
import { restoreTabs } from './dom/tabs.ts';
import { applyPreferredDocsRoot } from './dom/docs-version.ts';
import { siteHref } from './base.ts';
import { whenIdle, yieldToMain } from './boot/yield.ts';
import './styles/index.css';

function boot(): void {
  // Set in the boot's second task (below); read at each call.
  let sendView: Track | undefined;
  const track: Track = (path, title) => sendView?.(path, title);

  // First, before anything yields: the page's grouped tabs show the reader's kept choice (dom/tabs.ts).
  restoreTabs();
  installPageControls();
  // The docs version being read is the reader's, and the Docs link leads to it (dom/docs-version.ts).
  const versionLinks = () => applyPreferredDocsRoot(document, site.docs.versions, siteHref);
  versionLinks();
  if (site.navbar.hideOnScroll) installHideOnScroll();
  installBackToTop();
  const removeBootControls = installBootControls(site.announcement?.id);
  const needsAppNow = () => !document.getElementById('root')?.hasChildNodes() || window.location.search !== '' || document.querySelector('[data-hydrate="eager"]') !== null;
  let hydrating = false;
  const swap = installSwapNavigation({
    appOwnsPage: () => hydrating,
    onSwapped: (url) => {
      versionLinks();
      track(url.pathname + url.search, document.title);
      if (needsAppNow()) intent.begin();
    },
  });
  const intent = hydrateOnIntent({
    eager: needsAppNow(),
    // In pieces, each its own task, so a click or key meanwhile waits for one piece at most.
    start: async () => {
      await import('react-dom/client');
      await yieldToMain();
      const app = await import('./main.tsx');
      await yieldToMain();
      // Links stay the swap's until hydration begins, and a page swapped in meanwhile is the one hydrated.
      await app.start(track, { swapping: swap.swapping, own: () => { hydrating = true; } })
        .catch((e: unknown) => { hydrating = false; throw e; });
    },
    onReady: removeBootControls,
    hydrating: () => hydrating,
  });
  // The worker (its script fetched at idle) and the index meta load from the press on the box, the first keystroke's term files from that key.
  // Kept once loaded: a keystroke then asks for its files in its own task, not one import() later (behind React's render of it).
  let client: typeof import('./search/client.ts') | undefined;
  const searchClient = () => import('./search/client.ts').then((c) => (client = c));
  warmSearchOnIntent({
    warm: () => { searchClient().then((c) => c.warmForPage(), () => undefined); },
    // Its code failing to load (offline, or a deploy replaced it) is said at the box, where Enter still opens the search page.
    typed: (text) => { if (client) client.prefetchForPage(text); else searchClient().then((c) => c.prefetchForPage(text), () => showSearchFailure()); },
  });
  // What no input waits for runs in a task of its own: the boot's task often comes just after the first
  // paint, where Lighthouse counts its length (four times over) in Total Blocking Time.
  window.setTimeout(() => {
    sendView = startAnalytics({ gtagId: site.analytics?.gtagId, anonymizeIp: site.analytics?.anonymizeIp ?? true, enabled: import.meta.env.PROD });
    sendView?.(window.location.pathname + window.location.search, document.title);
    // At idle: the app's chunks and the search code; the search worker starts with the page locale's index meta file.
    prefetchAppWhenIdle(window, () => { searchClient().then((c) => whenIdle(c.warmAtIdle), () => undefined); });
  }, 0);
}

// The prerenderer evaluates this bundle in Node, where there is no page to boot.
if (typeof window !== 'undefined' && typeof document !== 'undefined') boot();
