/** Where a group's choice is kept, as Docusaurus keeps `docusaurus.tab.<groupId>`. */
export const tabStorageKey = (groupId: string) => `entix:tab.${groupId}`;
const GROUPED = '.tabs[data-group-id]';

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
  return [...root.querySelectorAll(GROUPED)].filter((t) => t.getAttribute('data-group-id') === groupId);
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
  const groupId = tabs.getAttribute('data-group-id');
  const value = tab.dataset.value;
  if (groupId === null || value === undefined) return;
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

/** Every grouped Tabs block in `root` (or `root` itself) shows its group's kept choice; a block without that value keeps its default. */
export function restoreTabs(root: ParentNode = document): void {
  const kept = new Map<string, string | null>();
  const blocks = root instanceof Element && root.matches(GROUPED) ? [root] : root.querySelectorAll(GROUPED);
  for (const tabs of blocks) {
    const groupId = tabs.getAttribute('data-group-id')!;
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
