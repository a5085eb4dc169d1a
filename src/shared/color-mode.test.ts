import { describe, expect, it } from 'vitest';
import { defaultChoice, nextChoice, parseChoice, resolveTheme } from './color-mode.ts';

const plain = { defaultMode: 'light', respectPrefersColorScheme: false } as const;
const system = { defaultMode: 'light', respectPrefersColorScheme: true } as const;

describe('color mode', () => {
  it('defaults to light, or to the system when the site follows it', () => {
    expect(defaultChoice(plain)).toBe('light');
    expect(defaultChoice({ ...plain, defaultMode: 'dark' })).toBe('dark');
    expect(defaultChoice(system)).toBe('system');
  });
  it('ignores corrupt values and system when the site does not offer it', () => {
    expect(parseChoice('dark', plain)).toBe('dark');
    expect(parseChoice('"dark"', plain)).toBeNull();
    expect(parseChoice('', plain)).toBeNull();
    expect(parseChoice(null, plain)).toBeNull();
    expect(parseChoice('system', plain)).toBeNull();
    expect(parseChoice('system', system)).toBe('system');
  });
  it('cycles light → dark → light, with system in between when offered', () => {
    expect(nextChoice('light', plain)).toBe('dark');
    expect(nextChoice('dark', plain)).toBe('light');
    expect([nextChoice('light', system), nextChoice('dark', system), nextChoice('system', system)]).toEqual(['dark', 'system', 'light']);
  });
  it('resolves system from the media query', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
