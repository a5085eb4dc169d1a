/** A link chosen in the narrow screen's "On this page" closes it, so the heading it leads to is what shows. */
export function closeMobileToc(target: Element): void {
  if (target.closest('.toc-mobile a')) target.closest('details')?.removeAttribute('open');
}
