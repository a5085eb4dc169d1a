import { describe, expect, it } from 'vitest';
import { compileForTest } from './test-compile.ts';

describe('remark-expression-check', () => {
  it('names the line of an undefined name in prose and says how to write it as text', async () => {
    const run = compileForTest('Intro.\n\nGET /users/{userId} returns one user.\n');
    await expect(run).rejects.toThrow('{userId} is read as JavaScript, and "userId" is not defined. If it is text, write it as inline code (`{userId}`) or escape the brace (\\{userId})');
    await expect(compileForTest('Intro.\n\nGET /users/{userId} returns one user.\n')).rejects.toMatchObject({ line: 3 });
  });
  it('checks attribute expressions too', async () => {
    await expect(compileForTest('<div title={missingName}>x</div>\n')).rejects.toThrow(/"missingName" is not defined/);
  });
  it('accepts names the file declares, props, locals and globals', async () => {
    const src = "import Tabs from '@theme/Tabs';\nexport const limit = 5;\n\n{limit} {props.x} {Math.max(1, 2)} {[1].map((n) => n + 1)} {typeof window}\n\n<Tabs values={[{ label: 'a', value: limit }]} />\n";
    await expect(compileForTest(src)).resolves.toContain('limit');
  });
});
