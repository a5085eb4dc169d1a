import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it('formats per locale', () => {
    expect(formatDate('2025-06-01', 'en')).toBe('Jun 1, 2025');
    expect(formatDate('2025-06-01T10:00:00Z', 'zh')).toBe('2025年6月1日');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
