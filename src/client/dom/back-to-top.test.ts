import { describe, expect, it } from 'vitest';
import { nextShown } from './back-to-top.ts';

describe('back-to-top button', () => {
  it('shows on the way up a long page and hides on the way down', () => {
    expect(nextShown(false, 1200, 900)).toBe(true);
    expect(nextShown(true, 900, 1100)).toBe(false);
    expect(nextShown(false, 300, 1200)).toBe(false);
  });

  it('hides near the top and ignores jitter', () => {
    expect(nextShown(true, 400, 250)).toBe(false);
    expect(nextShown(true, 900, 902)).toBe(true);
    expect(nextShown(false, 900, 898)).toBe(false);
  });
});
