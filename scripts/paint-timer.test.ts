import { describe, expect, it } from 'vitest';
import { spread } from './paint-timer.ts';

describe('spread', () => {
  it('prints the median and the worst run', () => {
    expect(spread([30, 10, 20])).toBe('median 20 ms, worst 30 ms (3 runs)');
    expect(spread([40, 10, 20, 30])).toBe('median 25 ms, worst 40 ms (4 runs)');
  });
});
