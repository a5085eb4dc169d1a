/** Ctrl/Cmd+K, the search box's shortcut: the boot (before the app) and SearchBox (after) ask this one test. */
export function isSearchShortcut(e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'key'>): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';
}
