import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyCode } from './copy-code.ts';

function fakeButton() {
  const attrs = new Map<string, string>([['aria-label', 'Copy']]);
  return {
    dataset: { copied: 'Copied' } as Record<string, string>,
    textContent: '⧉',
    parentElement: { previousElementSibling: { querySelector: () => ({ innerText: 'npm i\n' }) } },
    getAttribute: (k: string) => attrs.get(k) ?? null,
    setAttribute: (k: string, v: string) => void attrs.set(k, v),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('copyCode', () => {
  it('shows the tick at the press, copies the code without its last newline, and resets after a moment', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const b = fakeButton();
    copyCode(b as unknown as HTMLButtonElement);
    expect(b.textContent).toBe('✓');
    expect(b.getAttribute('aria-label')).toBe('Copied');
    expect(writeText).toHaveBeenCalledWith('npm i');
    await vi.advanceTimersByTimeAsync(1500);
    expect(b.textContent).toBe('⧉');
    expect(b.getAttribute('aria-label')).toBe('Copy');
  });

  it('takes the tick back when the write fails, and shows none without a clipboard', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const b = fakeButton();
    copyCode(b as unknown as HTMLButtonElement);
    await Promise.resolve();
    await Promise.resolve();
    expect(b.textContent).toBe('⧉');
    expect(b.getAttribute('aria-label')).toBe('Copy');
    vi.stubGlobal('navigator', {});
    const c = fakeButton();
    copyCode(c as unknown as HTMLButtonElement);
    expect(c.textContent).toBe('⧉');
  });
});
