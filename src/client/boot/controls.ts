import { copyCode } from '../dom/copy-code.ts';
import { copyPage, copyPageLink } from '../dom/copy-page.ts';
import { selectTab, tabKey } from '../dom/tabs.ts';
import { closeMenu, closeMenuWhenWide, isMenu, onMenuClick, onMenuToggle, openMenu } from '../dom/mobile-menu.ts';
import { toggleColorMode } from '../dom/color-mode.ts';
import { dismissAnnouncement } from '../dom/announcement.ts';
import { scrollToTop } from '../dom/back-to-top.ts';
import { closeMobileToc } from '../dom/toc-mobile.ts';
import { isSearchShortcut } from '../dom/search-shortcut.ts';
import { rememberDocsVersion } from '../dom/docs-version.ts';

/**
 * Controls whose whole behaviour is DOM work answer through these delegated handlers for the
 * page's life, before and after React: tabs, copy buttons (code, Copy page), the mobile menu, back to top, the
 * narrow screen's table of contents. React renders their
 * markup and adds no handler of its own, so nothing is handed over at hydration.
 */
export function installPageControls(doc: Document = document): void {
  doc.addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target : null;
    if (!target) return;
    const copy = target.closest('.code-block__copy');
    if (copy instanceof HTMLButtonElement) return copyCode(copy);
    const page = target.closest('.copy-page__copy, .copy-page__link');
    if (page instanceof HTMLButtonElement) return page.classList.contains('copy-page__copy') ? copyPage(page) : copyPageLink(page);
    const tab = target.closest('.tabs__tab');
    if (tab instanceof HTMLElement) return selectTab(tab);
    if (target.closest('.back-to-top')) return scrollToTop(doc.defaultView ?? window);
    // A version menu link: the reader's choice is kept, and the link goes on to navigate.
    const version = target.closest<HTMLElement>('[data-version-link]');
    if (version) rememberDocsVersion(version.dataset.versionLink!);
    onMenuClick(target);
  });
  // A link click while the app loads stops at the window (hydrate-on-intent.ts, installed after this):
  // the narrow screen's table of contents hears its links there, first.
  (doc.defaultView ?? window).addEventListener('click', (e) => { if (e.target instanceof Element) closeMobileToc(e.target); }, true);
  doc.addEventListener('keydown', (e) => {
    const tab = e.target instanceof Element ? e.target.closest('.tabs__tab') : null;
    if (tab instanceof HTMLElement && tabKey(tab, e.key)) return e.preventDefault();
    const menu = e.key === 'Escape' ? openMenu(doc) : null;
    if (menu) closeMenu(menu, true);
  });
  // `toggle` does not bubble: a capturing listener still sees it.
  doc.addEventListener('toggle', (e) => { if (isMenu(e.target)) onMenuToggle(e.target); }, true);
  closeMenuWhenWide(doc.defaultView ?? window);
}

/**
 * Until the app is ready, these do at once what the React components will do after: the colour
 * toggle, closing the announcement, Ctrl/Cmd+K into the search box (so no keystroke is lost), and a
 * language link carrying the query and hash. Each stores its result where the component reads it
 * when it mounts. Returns the remover, called once React owns the page. The search shortcut stays:
 * it is the one implementation both phases use (the box it focuses loads search on focus).
 */
export function installBootControls(announcementId: string | undefined, win: Window = window): () => void {
  const doc = win.document;
  const onClick = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target : null;
    const toggle = target?.closest<HTMLElement>('.color-mode-toggle');
    const close = target?.closest('.announcement-bar__close');
    const locale = target?.closest<HTMLAnchorElement>('a[data-locale-link]');
    if (toggle) toggleColorMode(toggle);
    else if (close && announcementId) dismissAnnouncement(announcementId);
    else if (locale) locale.href = new URL(locale.href).pathname + win.location.search + win.location.hash;
    else return;
    // React may be hydrating already: its own handler must not act on the same click again.
    if (!locale) e.stopPropagation();
  };
  const onKey = (e: KeyboardEvent) => {
    if (!isSearchShortcut(e)) return;
    const input = doc.querySelector<HTMLInputElement>('.search-box__input');
    if (!input || input.offsetParent === null) return;
    e.preventDefault();
    e.stopPropagation();
    input.focus();
    input.select();
  };
  win.addEventListener('click', onClick, true);
  win.addEventListener('keydown', onKey, true);
  return () => win.removeEventListener('click', onClick, true);
}
