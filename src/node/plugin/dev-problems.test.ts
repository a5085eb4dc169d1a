import { describe, expect, it } from 'vitest';
import { DevProblems } from './dev-problems.ts';
import { parseFrontMatter } from '../content/frontmatter.ts';
import { ContentError } from '../content/content-error.ts';

const problem = (): ContentError => {
  try { parseFrontMatter('---\ntitle: T\nsidebar_position: "abc"\n---\n', 'content/en/docs/a.md'); } catch (e) { return e as ContentError; }
  throw new Error('the build accepts sidebar_position: "abc"');
};

describe('dev server content problems', () => {
  it('the frontmatter the build rejects goes to the terminal once and to the overlay at its file and line', () => {
    const logs: string[] = [];
    const dev = new DevProblems('/site', (t) => logs.push(t));
    const err = dev.failed(problem());
    expect(err).toMatchObject({ plugin: 'entix:content', id: '/site/content/en/docs/a.md', loc: { file: '/site/content/en/docs/a.md', line: 3, column: 19 } });
    expect(err.message).toMatch(/^content\/en\/docs\/a\.md:3:\d+: frontmatter "sidebar_position" must be a number, not the text/);
    dev.failed(problem());
    expect(logs).toHaveLength(1);
    expect(dev.pending()?.message).toBe(err.message);
  });
  it('the save that fixes it reloads the page once, and nothing is pending after', () => {
    const logs: string[] = [];
    const dev = new DevProblems('/site', (t) => logs.push(t));
    expect(dev.recovered()).toBe(false);
    dev.failed(problem());
    expect(dev.recovered()).toBe(true);
    expect(dev.recovered()).toBe(false);
    expect(dev.pending()).toBeUndefined();
    expect(logs.at(-1)).toMatch(/fixed/);
  });
});
