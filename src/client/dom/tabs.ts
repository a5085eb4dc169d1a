/** Shows the panel of a tab button. DOM only, so prerendered tabs work without React too. */
export function selectTab(tab: HTMLElement): void {
  const tabs = tab.closest('.tabs');
  if (!tabs) return;
  const buttons = [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs__list > .tabs__tab')];
  const panels = [...tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];
  const index = buttons.indexOf(tab);
  buttons.forEach((b, i) => {
    b.setAttribute('aria-selected', String(i === index));
    b.tabIndex = i === index ? 0 : -1;
    b.classList.toggle('tabs__tab--active', i === index);
  });
  panels.forEach((p, i) => { p.hidden = i !== index; });
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
