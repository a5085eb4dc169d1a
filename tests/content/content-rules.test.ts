import { describe, expect, it } from 'vitest';
import { checkPage, length, pageType } from './content-rules.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const method = (extra = '') => `Summary.\n\n## Request\n\n## Parameters\n\n## Example\n\n## Response\n\n## Errors\n\n## Notes\n\n## Related\n\n${words(200)}\n${extra}`;

describe('content rules', () => {
  it('classifies pages by path', () => {
    expect(pageType('docs/api/fixed-api/get.md')).toBe('method');
    expect(pageType('docs/api/fixed-api/overview.md')).toBe('guide');
    expect(pageType('docs/api/magic-api/get$By$.md')).toBe('method');
    expect(pageType('docs/entity/zero_code_validator/int.md')).toBe('entity-rule');
    expect(pageType('docs/entity/zero_code_validator/index.md')).toBe('guide');
    expect(pageType('versioned_docs/version-3.1/entity/zero_code_validator/int.md')).toBe('entity-rule');
    expect(pageType('docs/script/library/hash/md5.md')).toBe('script-api');
    expect(pageType('versioned_docs/version-3.1/script/library/hash/md5.md')).toBe('script-api');
    expect(pageType('versioned_docs/version-3.1/api/fixed-api/get.md')).toBe('method');
    expect(pageType('versioned_docs/version-3.1/api/custom-api/index.md')).toBe('guide');
  });
  it('counts English words and Chinese characters outside code', () => {
    expect(length('one two\n```bash\nthree four\n```\n', 'en')).toBe(2);
    expect(length('实体和字段 code', 'zh')).toBe(5);
  });
  it('accepts a complete method page', () => {
    expect(checkPage({ rel: 'docs/api/fixed-api/get.md', locale: 'en', frontMatter: { title: 'get', description: 'd' }, body: method() })).toEqual([]);
  });
  it('reports each kind of problem', () => {
    const bad = checkPage({ rel: 'docs/api/fixed-api/get.md', locale: 'en', frontMatter: { title: 'get' }, body: 'TODO\n\n## Notes\n\n## Request\n\n```json\n{"a": 1,}\n```\n' });
    expect(bad.join('\n')).toMatch(/no description/);
    expect(bad.join('\n')).toMatch(/json block at body line 7 does not parse/);
    expect(bad.join('\n')).toMatch(/too short/);
    expect(bad.join('\n')).toMatch(/placeholder text "TODO"/);
    expect(bad.join('\n')).toMatch(/missing headings: ## Parameters/);
  });
  it('checks heading order, script examples and sql blocks', () => {
    const swapped = method().replace('## Request', '## Tmp').replace('## Parameters', '## Request').replace('## Tmp', '## Parameters');
    expect(checkPage({ rel: 'docs/api/fixed-api/get.md', locale: 'en', frontMatter: { title: 't', description: 'd' }, body: swapped })).toEqual([expect.stringMatching(/out of order/)]);
    expect(checkPage({ rel: 'docs/script/library/log.md', locale: 'en', frontMatter: { title: 't', description: 'd' }, body: `## Signature\n## Parameters\n## Return value\n## Errors\n## Example\n${words(300)}` })).toEqual(['no javascript example']);
    expect(checkPage({ rel: 'docs/entity/zero_code_validator/int.md', locale: 'zh', frontMatter: { title: 't', description: 'd' }, body: '校'.repeat(500) })).toEqual(['no sql block']);
  });
});
