import { describe, expect, it } from 'vitest';
import { md } from './test-html.ts';

const tabs = `<div class="tabs"><div role="tablist" class="tabs__list"><button role="tab" class="tabs__tab tabs__tab--active">curl</button><button role="tab" class="tabs__tab">JavaScript</button></div>`
  + `<div role="tabpanel" data-label="curl"><p>Run it:</p></div><div role="tabpanel" data-label="JavaScript (fetch)" hidden=""><p>Call it.</p></div></div>`;

describe('tabs', () => {
  it('become one titled section per tab, hidden panels too, with no tab buttons', () => {
    expect(md(tabs)).toBe('**curl**\n\nRun it:\n\n**JavaScript (fetch)**\n\nCall it.\n');
  });
});
