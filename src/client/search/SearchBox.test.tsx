import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SearchBox } from './SearchBox.tsx';

describe('SearchBox without JavaScript', () => {
  it('is a GET form to the search page of the page\'s language, its input named q', () => {
    const html = (path: string) => renderToString(<MemoryRouter initialEntries={[path]}><SearchBox /></MemoryRouter>);
    const en = html('/docs/quick-start');
    expect(en).toMatch(/^<form class="search-box" role="search" data-failed="Search could not load on this page[^"]*" data-offline="[^"]*" action="\/search" method="get">/);
    expect(en).toMatch(/<input class="search-box__input" type="search"[^>]* name="q"/);
    expect(html('/zh/docs/quick-start')).toMatch(/^<form class="search-box" role="search" data-failed="此页面无法加载搜索[^"]*" data-offline="[^"]*" action="\/zh\/search" method="get">/);
  });
});
