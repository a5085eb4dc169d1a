/**
 * Docusaurus' word-wrap button shows only on a code block that scrolls sideways. Whether it does is
 * read when the pointer or focus comes into the block, not for every block at load (a layout read
 * each), and again each time, as the window may have changed size.
 */
export function markOverflow(target: Element, from: EventTarget | null): void {
  const block = target.closest('.code-block');
  // A wrapped block does not scroll: measured then, its button would go before it could unwrap.
  if (!block || block.classList.contains('code-block--wrap') || (from instanceof Node && block.contains(from))) return;
  const pre = block.querySelector('pre');
  if (pre) block.toggleAttribute('data-overflow', pre.scrollWidth > pre.clientWidth);
}

/** Wraps a block's long lines, or unwraps them. */
export function toggleWrap(button: HTMLButtonElement): void {
  const on = button.closest('.code-block')?.classList.toggle('code-block--wrap') ?? false;
  button.setAttribute('aria-pressed', String(on));
}
