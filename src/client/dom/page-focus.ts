/** Fields a reader types in; a click on a checkbox or button is not typing. */
const TYPING = 'input:not([type=button],[type=checkbox],[type=radio],[type=submit],[type=reset]), textarea, select, [contenteditable]:not([contenteditable=false])';

/**
 * After a navigation, focus goes where the new page starts: its h1, or its main region when an
 * #anchor is the target. Not when the reader went on to type in a field (the search box) while
 * the page was on its way: moving focus then would take their next keystrokes.
 */
export function focusPageStart(doc: Document, anchored: boolean): void {
  if (doc.activeElement?.matches(TYPING)) return;
  const main = doc.getElementById('main-content');
  const target = (anchored ? null : main?.querySelector<HTMLElement>('h1')) ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
