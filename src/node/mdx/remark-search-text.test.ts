import { describe, expect, it } from 'vitest';
import { compileWithFactsForTest } from './test-compile.ts';
import { rawSections } from '../search/raw-sections.ts';

const SOURCE = [
  "import Tabs from '@theme/Tabs';",
  '',
  'Intro with `delByUK` and **bold** text.',
  '',
  '## 请求参数',
  '',
  '| name | meaning |',
  '|---|---|',
  '| `order_no` | 唯一键 |',
  '',
  ':::tip Faster reloads',
  'Inside the tip.',
  ':::',
  '',
  '```bash',
  'curl -X POST /api/order/delByUK',
  '```',
  '',
  '### Request body',
  '',
  '<Tabs>',
  '',
  'In a tab.',
  '',
  '</Tabs>',
  '',
].join('\n');

describe('remark-search-text', () => {
  it('records text by section with the rendered heading ids, code apart, and the names a table defines', async () => {
    const path = '/virtual/content/zh/docs/s.md';
    const { facts } = await compileWithFactsForTest(SOURCE, path);
    const sections = facts.sections;
    expect(sections).toEqual([
      { id: '', heading: '', text: 'Intro with delByUK and bold text.', code: '' },
      { id: '请求参数', heading: '请求参数', text: 'name meaning order_no 唯一键 Inside the tip.', code: 'curl -X POST /api/order/delByUK', defines: ['order_no'] },
      { id: 'request-body', heading: 'Request body', text: 'In a tab.', code: '' },
    ]);
  });

  it('gives the same sections from the raw markdown, without compiling', async () => {
    const path = '/virtual/content/zh/docs/s2.md';
    const { facts } = await compileWithFactsForTest(SOURCE, path);
    const raw = rawSections(SOURCE);
    expect(raw.map((s) => [s.id, s.code])).toEqual(facts.sections!.map((s) => [s.id, s.code]));
    expect(raw[1]!.text).toContain('Faster reloads');
  });
});
