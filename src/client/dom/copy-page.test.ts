import { describe, expect, it, vi } from 'vitest';
import { copyPage, copyPageLink } from './copy-page.ts';

/** A window with just what copy-page.ts touches: fetch, the clipboard, timers, the live region's document. */
function fakeWindow(response: { ok: boolean; status?: number; text?: string }) {
  const region = { id: 'entix-announcer', textContent: '' as string | null };
  const writeText = vi.fn((_: string) => Promise.resolve());
  const fetch = vi.fn((_: string) => Promise.resolve({ ok: response.ok, status: response.status ?? 200, text: () => Promise.resolve(response.text ?? '') }));
  const win = {
    fetch,
    navigator: { clipboard: { writeText } },
    location: { href: 'https://entix.dev/docs/x' },
    setTimeout: () => 0,
    document: { getElementById: () => region },
  };
  return { win: win as unknown as Window & typeof globalThis, region, writeText, fetch };
}

const button = (twin: string) => ({ dataset: { twin, copied: 'Page copied', failed: 'Could not copy' } as Record<string, string>, closest: () => null }) as unknown as HTMLButtonElement;
const settled = () => new Promise((r) => setTimeout(r, 0));

describe('copyPage', () => {
  it('fetches the twin at the press, copies it and announces it', async () => {
    const { win, region, writeText, fetch } = fakeWindow({ ok: true, text: '# X\n' });
    const b = button('/docs/x.md');
    copyPage(b, win);
    expect(fetch).toHaveBeenCalledWith('/docs/x.md');
    await settled();
    expect(writeText).toHaveBeenCalledWith('# X\n');
    expect(region.textContent).toBe('Page copied');
    expect(b.dataset.state).toBe('copied');
  });
  it('announces a twin that could not be fetched, and copies nothing', async () => {
    const { win, region, writeText } = fakeWindow({ ok: false, status: 404 });
    copyPage(button('/docs/x.md'), win);
    await settled();
    expect(writeText).not.toHaveBeenCalled();
    expect(region.textContent).toBe('Could not copy');
  });
});

describe('copyPageLink', () => {
  it('copies the twin’s absolute URL without fetching it', async () => {
    const { win, writeText, fetch } = fakeWindow({ ok: true });
    copyPageLink(button('/entix/docs/x.md'), win);
    await settled();
    expect(fetch).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith('https://entix.dev/entix/docs/x.md');
  });
});
