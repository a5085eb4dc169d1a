import { describe, expect, it } from 'vitest';
import type { PageData } from './types.ts';
import { pageModuleSource, type PageModuleExports } from './page-module.ts';

const data: PageData = { kind: 'doc', locale: 'en', path: '/docs/a', title: 'A', description: '', alternates: {} };

/** The module's exports as a bundler would link them, for a source without imports of its own. */
async function exportsOf(lines: string[]): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(lines.join('\n'))}`)) as Record<string, unknown>;
}

describe('pageModuleSource', () => {
  it("exports exactly PageModuleExports' names, data as given", async () => {
    const lines = pageModuleSource({ data });
    const m = await exportsOf(lines);
    const names: (keyof PageModuleExports)[] = ['data', 'sidebar'];
    expect(Object.keys(m).sort()).toEqual(names.sort());
    expect(m.data).toEqual(data);
    expect(m.sidebar).toBeUndefined();
  });

  it('imports the article and the sidebar from their modules', () => {
    expect(pageModuleSource({ data, contentModule: '/c/en/docs/a.md', sidebarModule: 'virtual:entix/sidebar?l=en' })).toEqual([
      `export const data = ${JSON.stringify(data)};`,
      'export const loadContent = () => import("/c/en/docs/a.md");',
      'export { default as sidebar } from "virtual:entix/sidebar?l=en";',
    ]);
  });
});
