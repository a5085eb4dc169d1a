/**
 * Copies the code block next to a copy button and shows a tick for a moment. The tick shows at
 * the press, not once the clipboard answers (its round trip is tens of ms on a busy machine);
 * a write that fails takes it back at once.
 */
export function copyCode(button: HTMLButtonElement): void {
  const clipboard = navigator.clipboard;
  if (!clipboard) return;
  // The buttons' row follows the block's <pre>.
  const pre = button.parentElement?.previousElementSibling;
  const code = pre?.querySelector('code') ?? pre;
  const text = (code as HTMLElement | null)?.innerText ?? '';
  const idle = button.dataset.idle ?? button.getAttribute('aria-label') ?? '';
  button.dataset.idle = idle;
  const reset = () => { button.setAttribute('aria-label', idle); button.textContent = '⧉'; };
  button.setAttribute('aria-label', button.dataset.copied ?? idle);
  button.textContent = '✓';
  const timer = setTimeout(reset, 1500);
  clipboard.writeText(text.replace(/\n$/, '')).catch(() => { clearTimeout(timer); reset(); });
}
