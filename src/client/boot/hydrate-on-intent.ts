import { linkNeedsApp } from './site-link.ts';

/** Signs that a reader is about to use the page rather than just read what is already painted. */
const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
/** Controls whose click waits for the app and is then replayed on the same element. */
const CONTROL = 'button, [role="tab"], [role="button"]';

export interface IntentOptions {
  /** Start at once: nothing was prerendered (dev server), the URL carries a query the page reads, or the page is an app (search). */
  eager: boolean;
  /** Loads the app and hydrates; resolves once React has committed the page. */
  start: () => Promise<void>;
}

function isShortcut(e: KeyboardEvent): boolean {
  return (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';
}

/**
 * A prerendered page reads and links without JavaScript, so React and the router load on the
 * reader's first sign of use (pointer, touch, key, focus, scroll), not with the first view. A click
 * on a site link or a control, or Ctrl/Cmd+K, made before the app is ready is held and replayed
 * once it is; if the app cannot load, a held link is followed by the browser instead.
 */
export function hydrateOnIntent({ eager, start }: IntentOptions, win: Window = window): void {
  let state: 'idle' | 'loading' | 'ready' = 'idle';
  let held: { el: HTMLElement; href?: string } | undefined;
  let shortcut: KeyboardEvent | undefined;

  const onClick = (e: MouseEvent) => {
    if (state === 'ready' || e.defaultPrevented) return;
    const target = e.target instanceof Element ? e.target : null;
    const a = target?.closest<HTMLAnchorElement>('a[href]');
    if (a) {
      if (!linkNeedsApp(a, win.location, e)) return;
      held = { el: a, href: a.href };
    } else {
      const control = target?.closest<HTMLElement>(CONTROL);
      if (!control) return;
      held = { el: control };
    }
    e.preventDefault();
    begin();
  };
  const onKey = (e: KeyboardEvent) => {
    if (state === 'ready' || !isShortcut(e)) return;
    e.preventDefault();
    shortcut = e;
  };
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of INTENT) win[method](type, begin, { capture: true, passive: true });
    win[method]('click', onClick as EventListener, true);
    win[method]('keydown', onKey as EventListener, true);
  };

  const replay = () => {
    const h = held;
    const k = shortcut;
    held = undefined;
    shortcut = undefined;
    if (h?.el.isConnected) h.el.click();
    else if (h?.href) win.location.assign(h.href);
    if (k) win.document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k.key, code: k.code, ctrlKey: k.ctrlKey, metaKey: k.metaKey, bubbles: true, cancelable: true }));
  };
  function begin() {
    if (state !== 'idle') return;
    state = 'loading';
    start().then(
      () => {
        state = 'ready';
        // For styles and tests: from here on, React owns the page.
        win.document.documentElement.setAttribute('data-hydrated', '');
        listen(false);
        replay();
      },
      () => {
        // Offline or a stale deploy: the page keeps working as plain HTML; the next sign of use retries.
        state = 'idle';
        const href = held?.href;
        held = undefined;
        shortcut = undefined;
        if (href) win.location.assign(href);
      },
    );
  }

  listen(true);
  if (eager) begin();
}
