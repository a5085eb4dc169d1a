import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { StatusBanners } from './StatusBanners.tsx';

describe('StatusBanners', () => {
  it('shows Docusaurus\' draft banner, in the page\'s language, and an unlisted page its own', () => {
    const at = (path: string, el: ReactNode) => renderToString(<MemoryRouter initialEntries={[path]}>{el}</MemoryRouter>);
    const html = at('/docs/secret', <StatusBanners data={{ draft: true }} />);
    expect(html).toContain('Draft page');
    expect(html).toContain('It will only be visible in dev and be excluded from the production build.');
    expect(html).not.toContain('Unlisted page');
    expect(at('/zh/docs/secret', <StatusBanners data={{ draft: true }} />)).toContain('草稿页面');
    expect(at('/docs/secret', <StatusBanners data={{ unlisted: true }} />)).toContain('Unlisted page');
    expect(at('/docs/secret', <StatusBanners data={{}} />)).toBe('');
  });
});
