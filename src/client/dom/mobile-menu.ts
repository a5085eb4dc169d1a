/**
 * The mobile menu is a `<details>`: it opens and closes without JavaScript, and with it these
 * handlers add what a drawer needs (focus, Esc, backdrop, the docs sidebar). They work on the DOM
 * alone, so the menu answers at once whether or not React has loaded.
 */
const MENU = 'details.mobile-menu';

export function openMenu(doc: Document = document): HTMLDetailsElement | null {
  return doc.querySelector<HTMLDetailsElement>(`${MENU}[open]`);
}

export function closeMenu(menu: HTMLDetailsElement, refocus: boolean): void {
  menu.open = false;
  if (refocus) menu.querySelector<HTMLElement>('summary')?.focus();
}

/** The page's docs sidebar joins the drawer (copied, so the page carries it once). */
function fillSidebar(menu: HTMLDetailsElement): void {
  const slot = menu.querySelector<HTMLElement>('.drawer__sidebar');
  const list = menu.ownerDocument.querySelector('.doc-sidebar nav > ul');
  if (slot) slot.replaceChildren(...(list ? [list.cloneNode(true)] : []));
}

/** Once open (`toggle` comes a task later), focus moves in. */
export function onMenuToggle(menu: HTMLDetailsElement): void {
  if (!menu.open) return;
  if (!menu.querySelector('.drawer__sidebar > *')) fillSidebar(menu);
  menu.querySelector<HTMLElement>('.drawer__panel a, .drawer__panel button')?.focus();
}

/**
 * A click on the closed menu's summary fills the sidebar before the menu opens, so the first frame
 * of the drawer already shows it. Inside an open menu, the backdrop, the close button and any link close it.
 */
export function onMenuClick(target: Element): void {
  const menu = target.closest<HTMLDetailsElement>(MENU);
  if (menu && !menu.open && target.closest('summary')) return fillSidebar(menu);
  if (!menu?.open || target.closest('summary')) return;
  if (target.closest('.drawer__backdrop, .drawer__close')) closeMenu(menu, true);
  else if (target.closest('a[href]')) closeMenu(menu, false);
}

export function isMenu(el: EventTarget | null): el is HTMLDetailsElement {
  return el instanceof HTMLDetailsElement && el.matches(MENU);
}

/** Where the layout turns desktop (the stylesheets' `max-width: 996px` is the mobile one). */
export const DESKTOP_QUERY = '(min-width: 997px)';

/** Going desktop-wide closes the mobile menu, as Docusaurus closes its mobile sidebar: it would be open again on the way back. */
export function closeMenuWhenWide(win: Window = window): void {
  win.matchMedia(DESKTOP_QUERY).addEventListener('change', (e) => {
    const menu = e.matches ? openMenu(win.document) : null;
    if (menu) closeMenu(menu, false);
  });
}
