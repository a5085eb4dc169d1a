import { describe, expect, it } from 'vitest';
import { parseCategoryJson } from './category-json.ts';

describe('parseCategoryJson', () => {
  it('reads label, position and link', () => {
    expect(parseCategoryJson('\uFEFF{"label": "API", "link": {"type": "doc", "id": "api/x"}}', 'c.json').category).toMatchObject({ label: 'API', link: { type: 'doc', id: 'api/x' } });
  });
  it('gives line:column for invalid JSON, not a character position', () => {
    const { problem } = parseCategoryJson('{\n  "label": "API"\n  "position": 2\n}\n', 'c.json');
    expect(problem).toMatchObject({ file: 'c.json', line: 3, column: 3 });
    expect(problem?.message).toMatch(/^invalid JSON: Expected ',' or '}' after property value$/);
  });
  it('names an unknown link type at its line', () => {
    const { problem } = parseCategoryJson('{\n  "label": "API",\n  "link": {\n    "type": "generated",\n    "slug": "/x"\n  }\n}\n', 'c.json');
    expect(problem).toMatchObject({ line: 4, message: 'unknown link type "generated": use "generated-index" or "doc"' });
  });
  it('names a wrongly typed key', () => {
    expect(parseCategoryJson('{"label": "A",\n"position": "2"}', 'c.json').problem).toMatchObject({ line: 2, message: '"position" must be a number' });
  });
  it("reads Docusaurus' YAML form, _category_.yml, with the same checks and lines", () => {
    expect(parseCategoryJson('label: API\nposition: 3\nlink:\n  type: generated-index\n  slug: /category/api\n', '_category_.yml').category).toEqual({ label: 'API', position: 3, link: { type: 'generated-index', slug: '/category/api' } });
    expect(parseCategoryJson('label: API\nposition: two\n', '_category_.yml').problem).toMatchObject({ line: 2, column: 1, message: '"position" must be a number' });
    expect(parseCategoryJson('label: API\n  bad: [\n', '_category_.yaml').problem).toMatchObject({ file: '_category_.yaml', message: expect.stringMatching(/^invalid YAML: /) });
  });
});

