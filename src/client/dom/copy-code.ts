/** Copies the code block next to a copy button, then shows a tick for a moment. */
export function copyCode(button: HTMLButtonElement): void {
  const code = button.previousElementSibling?.querySelector('code') ?? button.previousElementSibling;
  const text = (code as HTMLElement | null)?.innerText ?? '';
  const done = () => {
    const idle = button.dataset.idle ?? button.getAttribute('aria-label') ?? '';
    button.dataset.idle = idle;
    button.setAttribute('aria-label', button.dataset.copied ?? idle);
    button.textContent = '✓';
    setTimeout(() => { button.setAttribute('aria-label', idle); button.textContent = '⧉'; }, 1500);
  };
  navigator.clipboard?.writeText(text.replace(/\n$/, '')).then(done, () => undefined);
}
