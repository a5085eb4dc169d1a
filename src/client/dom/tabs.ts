/** Where a group's choice is kept, as Docusaurus keeps `docusaurus.tab.<groupId>`. */
const tabStorageKey = (groupId: string) => `entix:tab.${groupId}`;
const RESTORABLE = '.tabs[data-group-id], .tabs[data-query-key]';

function buttonsOf(tabs: Element): HTMLElement[] {
  return [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs__list > .tabs__tab')];
}

/** Shows one tab's panel and hides the others. */
function show(tabs: Element, index: number): void {
  buttonsOf(tabs).forEach((b, i) => {
    b.setAttribute('aria-selected', String(i === index));
    b.tabIndex = i === index ? 0 : -1;
    b.classList.toggle('tabs__tab--active', i === index);
  });
  tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]').forEach((p, i) => { p.hidden = i !== index; });
}

/** Shows the tab of this value in a Tabs block, if it has one. */
function showValue(tabs: Element, value: string): void {
  const index = buttonsOf(tabs).findIndex((b) => b.dataset.value === value);
  if (index >= 0) show(tabs, index);
}

function groupsOf(root: ParentNode, groupId: string): Element[] {
  return [...root.querySelectorAll('.tabs[data-group-id]')].filter((t) => t.getAttribute('data-group-id') === groupId);
}

/**
 * Shows the panel of a tab button. DOM only, so prerendered tabs work without React too. In a
 * Docusaurus `groupId` group, every block of the group on the page follows, and the choice is kept
 * for the pages read next.
 */
export function selectTab(tab: HTMLElement): void {
  const tabs = tab.closest('.tabs');
  if (!tabs) return;
  show(tabs, buttonsOf(tabs).indexOf(tab));
  const value = tab.dataset.value;
  if (value === undefined) return;
  const queryKey = tabs.getAttribute('data-query-key');
  if (queryKey) keepInUrl(tab.ownerDocument.defaultView, queryKey, value);
  const groupId = tabs.getAttribute('data-group-id');
  if (groupId === null) return;
  // A block above that changes height would move the one clicked out from under the pointer.
  const top = tab.getBoundingClientRect().top;
  for (const other of groupsOf(tab.ownerDocument, groupId)) if (other !== tabs) showValue(other, value);
  const moved = tab.getBoundingClientRect().top - top;
  if (moved) tab.ownerDocument.defaultView?.scrollBy(0, moved);
  try {
    localStorage.setItem(tabStorageKey(groupId), value);
  } catch {
    // Storage refused (a privacy mode): this page's blocks still follow.
  }
}

/** Docusaurus' `queryString`: the choice goes into the page's URL, so a link can name it. */
function keepInUrl(win: Window | null, key: string, value: string): void {
  if (!win) return;
  const url = new URL(win.location.href);
  url.searchParams.set(key, value);
  // The router's own state stays as it is: this is the same page.
  win.history.replaceState(win.history.state, '', url);
}

/**
 * Every Tabs block in `root` (or `root` itself) with a `queryString` key the page's URL names, or
 * in a group with a kept choice, shows that tab (the URL first, as in Docusaurus); a block without
 * that value keeps its default.
 */
export function restoreTabs(root: ParentNode = document): void {
  const kept = new Map<string, string | null>();
  const blocks = root instanceof Element && root.matches(RESTORABLE) ? [root] : root.querySelectorAll(RESTORABLE);
  const query = new URLSearchParams((root instanceof Document ? root : root.ownerDocument)?.defaultView?.location.search ?? '');
  for (const tabs of blocks) {
    const queryKey = tabs.getAttribute('data-query-key');
    const asked = queryKey ? query.get(queryKey) : null;
    if (asked && buttonsOf(tabs).some((b) => b.dataset.value === asked)) {
      showValue(tabs, asked);
      continue;
    }
    const groupId = tabs.getAttribute('data-group-id');
    if (groupId === null) continue;
    if (!kept.has(groupId)) {
      try {
        kept.set(groupId, localStorage.getItem(tabStorageKey(groupId)));
      } catch {
        kept.set(groupId, null);
      }
    }
    const value = kept.get(groupId);
    if (value) showValue(tabs, value);
  }
}

/** Arrow keys, Home and End move between tabs, as the WAI-ARIA tabs pattern has it. */
export function tabKey(tab: HTMLElement, key: string): boolean {
  const list = [...(tab.closest('.tabs__list')?.querySelectorAll<HTMLElement>(':scope > .tabs__tab') ?? [])];
  const i = list.indexOf(tab);
  if (i < 0) return false;
  const to = key === 'ArrowRight' ? (i + 1) % list.length : key === 'ArrowLeft' ? (i - 1 + list.length) % list.length : key === 'Home' ? 0 : key === 'End' ? list.length - 1 : -1;
  if (to < 0) return false;
  selectTab(list[to]!);
  list[to]!.focus();
  return true;
}
