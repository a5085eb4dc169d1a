import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './search-shortcut.ts';

describe('isSearchShortcut', () => {
  it('is Ctrl+K or Cmd+K, either case, but not with Alt', () => {
    const key = (k: Partial<KeyboardEvent>) => ({ ctrlKey: false, metaKey: false, altKey: false, key: 'k', ...k });
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'j' }))).toBe(false);
  });
});
