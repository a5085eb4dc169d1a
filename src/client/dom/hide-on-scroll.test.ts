import { describe, expect, it } from 'vitest';
import { nextHidden } from './hide-on-scroll.ts';

describe('navbar hide on scroll', () => {
  it('hides when scrolling down past the top zone and shows again on scroll up', () => {
    expect(nextHidden(false, 100, 300)).toBe(true);
    expect(nextHidden(true, 300, 250)).toBe(false);
  });
  it('always shows near the top and ignores jitter', () => {
    expect(nextHidden(true, 10, 40)).toBe(false);
    expect(nextHidden(true, 300, 302)).toBe(true);
    expect(nextHidden(false, 300, 298)).toBe(false);
  });
});
