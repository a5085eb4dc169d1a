import { describe, expect, it } from 'vitest';
import { formatDate, formatDateIn } from './format-date.ts';

describe('formatDate', () => {
  it('formats per locale, by its lang\'s pack', () => {
    expect(formatDate('2025-06-01', 'en')).toBe('Jun 1, 2025');
    expect(formatDate('2025-06-01T10:00:00Z', 'zh')).toBe('2025年6月1日');
    expect(formatDate('soon', 'en')).toBe('soon');
    // A lang with no pack of its own: Intl, in UTC, so the day is the day written whatever the reader's time zone.
    expect(formatDateIn('2025-03-04', 'ja')).toBe('2025年3月4日');
  });
});
