import { describe, expect, it } from 'vitest';
import { formatSteps } from './step-times.ts';

describe('formatSteps', () => {
  it('prints one aligned line a step, marks the failed one and adds the total', () => {
    expect(formatSteps([{ name: 'engine', seconds: 12.34, ok: true }, { name: 'browser', seconds: 200, ok: false }])).toBe(
      ['test times:', '  engine    12.3 s', '  browser  200.0 s  FAILED', '  total    212.3 s'].join('\n'),
    );
  });
});
