import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildSiteModel } from './site-model.ts';
import { ContentError, formatProblem } from './content-error.ts';

// The content-model messages a build fails with (they were one real `vite build` each in
// tests/build/build-checks.test.ts): the model is built from the same fixture site, so the
// file:line:col and wording are the ones the writer reads; one build there still shows the path to the terminal.
const FIXTURE = resolve(import.meta.dirname, '../../../tests/fixtures/basic');
const page = (body: string, title = 'Checks') => `---\ntitle: ${title}\ndescription: A page for build checks.\n---\n\n${body}\n`;

let root = '';
afterEach(() => { if (root) rmSync(root, { recursive: true, force: true }); root = ''; });

/** The fixture site with `files` written over it; the problems its model fails on, as the build prints them. */
function problemsOf(files: Record<string, string>): string[] {
  root = mkdtempSync(join(tmpdir(), 'entix-checks-'));
  cpSync(FIXTURE, join(root, 'content'), { recursive: true });
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'content', rel)), { recursive: true });
    writeFileSync(join(root, 'content', rel), text);
  }
  try {
    buildSiteModel({ root, contentDir: join(root, 'content'), blog: { postsPerPage: 10, sidebarCount: 5 }, docsPath: '/docs' });
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    return e.problems.map(formatProblem);
  }
  return [];
}

describe('content mistakes that fail the build, named at file:line[:col]', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['frontmatter', { 'en/docs/bad.md': '---\ntitle: ok\ndescription: [unclosed\n---\n\nBody.\n' }, /^content\/en\/docs\/bad\.md:3:23: malformed frontmatter: .*check the indentation, the `key: value` form/],
    ['category-link-type', { 'en/docs/guide/_category_.json': '{\n  "label": "Guide",\n  "link": { "type": "generated", "slug": "/category/guide" }\n}\n' }, /^content\/en\/docs\/guide\/_category_\.json:3:13: unknown link type "generated": use "generated-index" or "doc" \[category\]$/],
    ['category-doc-id', { 'en/docs/guide/_category_.json': '{\n  "label": "Guide",\n  "link": { "type": "doc", "id": "guide/nothing" }\n}\n' }, /^content\/en\/docs\/guide\/_category_\.json:3:28: link names doc "guide\/nothing", but no doc has that id \(ids in this folder: guide\/crash, .*\) \[category\]$/],
    ['category-json', { 'en/docs/guide/_category_.json': '{\n  "label": "Guide"\n  "position": 2\n}\n' }, /^content\/en\/docs\/guide\/_category_\.json:3:3: invalid JSON: Expected ',' or '}' after property value \[category\]$/],
    ['file-name-date', { 'en/blog/2025-13-45-post.md': page('A post.', 'Post') }, /^content\/en\/blog\/2025-13-45-post\.md:1: the date 2025-13-45 in the file name does not exist: there is no month 13 \[blog\]$/],
    ['frontmatter-date', { 'en/blog/post.md': '---\ntitle: Post\ndescription: A post.\ndate: 2025-02-30\n---\n\nA post.\n' }, /^content\/en\/blog\/post\.md:4: date 2025-02-30 does not exist: February 2025 has 28 days \[blog\]$/],
    ['pagination-id', { 'en/docs/bad.md': '---\ntitle: ok\ndescription: A page.\npagination_next: setup\n---\n\nBody.\n' }, /^content\/en\/docs\/bad\.md:4: frontmatter "pagination_next" names doc "setup", but no doc has that id \(did you mean "guide\/setup"\?\): a doc's id is its path below docs\/ without the extension \(guide\/setup for docs\/guide\/setup\.md\), with its frontmatter id in place of the file name if it has one \[frontmatter\]$/],
    ['keyword-null', { 'en/docs/bad.md': '---\ntitle: ok\ndescription: A page.\nkeywords: [count, NULL]\n---\n\nBody.\n' }, /^content\/en\/docs\/bad\.md:4:19: frontmatter "keywords\[1\]" must be a string, not null \(write it in quotes if it is text\) \[frontmatter\]$/],
    ['keyword-number', { 'zh/docs/bad.md': '---\ntitle: ok\ndescription: A page.\nkeywords:\n  - 错误码\n  - 40401\n---\n\nBody.\n' }, /^content\/zh\/docs\/bad\.md:6:5: frontmatter "keywords\[1\]" must be a string, not the number 40401 \(write it in quotes\) \[frontmatter\]$/],
  ];
  for (const [rule, files, message] of cases) {
    it(`${rule}: one problem, at its place`, () => {
      const problems = problemsOf(files);
      expect(problems, problems.join('\n')).toHaveLength(1);
      expect(problems[0]).toMatch(message);
    });
  }
});
