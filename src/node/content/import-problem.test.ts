import { describe, expect, it } from 'vitest';
import { importPlace, unresolvedProblem } from './import-problem.ts';

describe('an import nothing resolves', () => {
  it('is placed at its quoted name, either quote, on its own line', () => {
    const text = "---\ntitle: A\n---\n\nSee chart-widget below.\n\nimport Chart from \"chart-widget\";\nimport { Bar } from '@acme/charts/bar';\n";
    expect(importPlace(text, 'chart-widget')).toEqual({ line: 7, column: 19 });
    expect(importPlace(text, '@acme/charts/bar')).toEqual({ line: 8, column: 21 });
    expect(importPlace(text, 'other')).toBeUndefined();
  });

  it('names the package to install (a scoped one with its scope), or the missing file', () => {
    const text = "import { Bar } from '@acme/charts/bar';\n";
    expect(unresolvedProblem('/s/content/en/docs/a.md', 'en/docs/a.md', '@acme/charts/bar', text)).toEqual({
      rule: 'import', file: 'en/docs/a.md', line: 1, column: 21,
      message: 'imports "@acme/charts/bar", which cannot be found: no installed package is named "@acme/charts" (add it to package.json, or fix the name)',
    });
    expect(unresolvedProblem('/no/such/dir/a.md', 'en/docs/a.md', 'lodash/get')).toEqual({
      rule: 'import', file: 'en/docs/a.md',
      message: 'imports "lodash/get", which cannot be found: no installed package is named "lodash" (add it to package.json, or fix the name)',
    });
    expect(unresolvedProblem('/s/content/en/docs/a.md', 'en/docs/a.md', './chart.jsx', '').message).toBe('imports "./chart.jsx", which cannot be found: there is no such file next to a.md');
  });
});
