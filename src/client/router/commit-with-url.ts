import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * React Router pushes a navigation's URL and then renders its page in a transition, which a busy
 * phone paints frames later: meanwhile the address bar names the new page over the old one (and
 * `lang` with it). Its `flushSync` option reaches only a navigation's first update, not the one that
 * commits it. So the RouterProvider (react-router/dom's, which has ReactDOM.flushSync) hears every
 * update of a navigation as flushSync: the page renders in the task that pushed the URL, and the
 * address, the page and `lang` change in one frame, as the page swap before the app does
 * (boot/swap-page.ts). Updates that move no location (fetchers, revalidation) keep their transition.
 */
export function commitWithUrl(router: Router): Router {
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (listener) => {
    let shown = router.state.location;
    return subscribe((state, opts) => {
      const moved = state.location !== shown || state.navigation.state !== 'idle';
      shown = state.location;
      listener(state, moved ? { ...opts, flushSync: true } : opts);
    });
  };
  return router;
}
