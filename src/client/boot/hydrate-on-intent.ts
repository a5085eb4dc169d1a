import { afterNextPaint } from './yield.ts';

/**
 * Signs that a reader is about to use the page rather than just read what is already painted.
 * Not a pointer passing over it: a move comes a moment before every click, so the app's first
 * long tasks (React DOM's evaluation, hydration) would often land between the move and the press
 * and hold the press's answer behind them. A press starts the app after the frame that answers it.
 * Not a scroll or the wheel either: that is reading, and a press on a tab or copy button just after
 * it would wait behind React DOM's evaluation (~80 ms) and the hydration's tasks. What scrolling does
 * (the navbar hiding) is a plain handler (dom/hide-on-scroll.ts).
 */
const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

export interface IntentOptions {
  /** Start at once: nothing was prerendered (dev server), the URL carries a query the page reads, or the page is an app (search). */
  eager: boolean;
  /** Loads the app and hydrates; resolves once React has committed the page. */
  start: () => Promise<void>;
  /** Called once React owns the page. */
  onReady?: () => void;
  /** True once hydration has begun: React then takes link clicks (it finishes hydrating at once for one). */
  hydrating?: () => boolean;
}

function onLink(target: EventTarget | null): boolean {
  const el = target as Partial<Element> | null;
  return typeof el?.closest === 'function' && el.closest('a[href]') !== null;
}

/**
 * A pointer on a link, or the focus a press gives it: the page is likely to be left, and hydrating
 * now would only compete with the navigation. (Keyboard use still starts the app with its keydown.)
 */
function aimAtLink(e: Event): boolean {
  return (e.type === 'pointerdown' || e.type === 'touchstart' || e.type === 'focusin') && onLink(e.target);
}

/** Ctrl, Shift, Alt or Meta alone: the key that follows (K of Ctrl+K) is the action, and it must not wait behind the app. */
const MODIFIER = new Set(['Control', 'Shift', 'Alt', 'Meta']);
const modifierOnly = (e: Event) => e.type === 'keydown' && MODIFIER.has((e as KeyboardEvent).key);

/**
 * A prerendered page reads, links and answers its controls without React (src/client/boot/controls.ts),
 * so the app loads on the reader's first sign of use, not with the first view. Until hydration
 * begins, a link click is never held for the app and React must not see it: the page swap
 * (swap-navigation.ts) or the browser takes it.
 * A failed load leaves the page as it is and retries on the next sign of use.
 */
export function hydrateOnIntent({ eager, start, onReady, hydrating }: IntentOptions, win: Window = window): { begin: () => void } {
  let state: 'idle' | 'loading' | 'ready' = 'idle';

  // What the reader just did paints first; the app's work starts in a task after that frame.
  const onIntent = (e: Event) => {
    if (aimAtLink(e) || modifierOnly(e) || state !== 'idle') return;
    afterNextPaint(begin, win);
  };
  const onClick = (e: MouseEvent) => {
    if (state === 'ready' || hydrating?.() || !onLink(e.target)) return;
    // React is loading or resolving the page's routes: it must not see this click (the swap or the browser takes it).
    // Once hydration has begun, React hydrates the rest at once to take the click, and its router navigates in the
    // app: the page as after any navigation (focus, scroll, title read out), where the browser would load a new document.
    e.stopPropagation();
  };
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of INTENT) win[method](type, onIntent, { capture: true, passive: true });
    win[method]('click', onClick as EventListener, true);
  };

  function begin(): void {
    if (state !== 'idle') return;
    state = 'loading';
    start().then(
      () => {
        state = 'ready';
        listen(false);
        // For styles and tests: from here on, React owns the page.
        win.document.documentElement.setAttribute('data-hydrated', '');
        onReady?.();
      },
      () => {
        // Offline or a stale deploy: the page keeps working as plain HTML; the next sign of use retries.
        state = 'idle';
        win.document.documentElement.setAttribute('data-app-failed', '');
      },
    );
  }

  listen(true);
  if (eager) begin();
  return { begin };
}
