import { describe, expect, it } from 'vitest';
import { compileWithFactsForTest } from './test-compile.ts';

async function live(source: string): Promise<boolean | undefined> {
  const path = `/virtual/content/en/docs/live-${Math.random().toString(36).slice(2)}.mdx`;
  const { facts } = await compileWithFactsForTest(source, path);
  return facts.live;
}

describe('remark-live-check', () => {
  it('leaves static pages static: text, code, tabs, admonitions, data exports, images', async () => {
    expect(await live('# Title\n\n```js\nconst a = () => 1;\n```\n\n:::tip\nHi\n:::')).toBeUndefined();
    expect(await live("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs><TabItem value=\"a\">A</TabItem></Tabs>")).toBeUndefined();
    expect(await live('export const steps = [1, 2].join(" then ");\n\n{steps}')).toBeUndefined();
    expect(await live("import Link from '@docusaurus/Link';\n\n<Link to=\"/docs\">Docs</Link>")).toBeUndefined();
  });

  it('marks a page live that has a component, a function, a code import or an event handler of its own', async () => {
    expect(await live("import { useState } from 'react';\n\nexport function Counter() { const [n, set] = useState(0); return <button onClick={() => set(n + 1)}>{n}</button>; }\n\n<Counter />")).toBe(true);
    expect(await live('export const Hello = () => <b>Hi</b>;\n\n<Hello />')).toBe(true);
    expect(await live("import BrowserOnly from '@docusaurus/BrowserOnly';\n\n<BrowserOnly>{() => 'x'}</BrowserOnly>")).toBe(true);
    expect(await live("import Chart from '@site/src/components/Chart';\n\n<Chart />")).toBe(true);
    expect(await live('<button onClick={() => alert(1)}>Press</button>')).toBe(true);
  });
});
