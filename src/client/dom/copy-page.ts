import { announce } from './announcer.ts';

/**
 * Copy page (theme/doc/CopyPage.tsx): the page's Markdown twin is fetched at the press, never at
 * load, and written to the clipboard; the result is announced and the button shows it a moment.
 * Answered by the page's delegated click handler (boot/controls.ts) before and after React.
 */
export function copyPage(button: HTMLButtonElement, win: Window & typeof globalThis = window): void {
  const href = button.dataset.twin;
  const clipboard = win.navigator.clipboard;
  if (!href || !clipboard) return;
  const text = win.fetch(href).then((r) => {
    if (!r.ok) throw new Error(`${href}: ${r.status}`);
    return r.text();
  });
  // A clipboard item whose content is still arriving keeps the press's user activation (Safari
  // refuses a write that starts after the fetch); writeText after it where there is none.
  const write = typeof win.ClipboardItem === 'function'
    ? clipboard.write([new win.ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })])
    : text.then((t) => clipboard.writeText(t));
  settle(button, write, win);
}

/** Copy link to Markdown: the twin's absolute URL. */
export function copyPageLink(button: HTMLButtonElement, win: Window & typeof globalThis = window): void {
  const href = button.dataset.twin;
  const clipboard = win.navigator.clipboard;
  if (!href || !clipboard) return;
  settle(button, clipboard.writeText(new URL(href, win.location.href).href), win);
  button.closest('details')?.removeAttribute('open');
}

function settle(button: HTMLButtonElement, write: Promise<void>, win: Window & typeof globalThis): void {
  const done = (ok: boolean) => {
    const text = (ok ? button.dataset.copied : button.dataset.failed) ?? '';
    announce(text, win.document);
    button.dataset.state = ok ? 'copied' : 'failed';
    win.setTimeout(() => { delete button.dataset.state; }, 1500);
  };
  write.then(() => done(true), () => done(false));
}
