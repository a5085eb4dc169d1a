import { describe, expect, it } from 'vitest';
import { compileWithFactsForTest } from './test-compile.ts';

describe('remark-headings', () => {
  it('gives GitHub-style ids, keeps CJK, de-duplicates and records the outline', async () => {
    const path = '/virtual/content/zh/docs/h.md';
    const { code: js, facts } = await compileWithFactsForTest('## Request body\n\n## 请求参数\n\n### Request body\n', path);
    expect(js).toContain('"request-body"');
    expect(js).toContain('"请求参数"');
    expect(js).toContain('"request-body-1"');
    expect(facts.headings).toEqual([
      { id: 'request-body', text: 'Request body', depth: 2 },
      { id: '请求参数', text: '请求参数', depth: 2 },
      { id: 'request-body-1', text: 'Request body', depth: 3 },
    ]);
  });

  it("takes Docusaurus' explicit id, `## Title {#id}`, off the heading's text and makes it the heading's id", async () => {
    const path = '/virtual/content/en/docs/explicit.md';
    const { code: js, facts } = await compileWithFactsForTest('## Install step {#install}\n\n## Install\n\n### `config.yml` keys {#config-keys}\n', path);
    expect(facts.headings).toEqual([
      { id: 'install', text: 'Install step', depth: 2 },
      // A heading whose slug the explicit id took gets the next one, as two same-named headings do.
      { id: 'install-1', text: 'Install', depth: 2 },
      { id: 'config-keys', text: 'config.yml keys', depth: 3 },
    ]);
    expect(js).not.toContain('{#install}');
  });
});
