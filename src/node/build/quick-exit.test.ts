import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const MODULE = pathToFileURL(resolve(import.meta.dirname, 'quick-exit.ts')).href;

describe('quickExit', () => {
  it('exits with the code set, once the work still scheduled has run, and runs exit listeners', () => {
    const script = `import(${JSON.stringify(MODULE)}).then((m) => {
      m.quickExit();
      process.on('exit', () => console.log('exit listener'));
      process.exitCode = 7;
      setTimeout(() => console.log('late work'), 20);
    });`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', cwd: resolve(import.meta.dirname, '../../..') });
    expect(r.stdout.trim().split('\n')).toEqual(['late work', 'exit listener']);
    expect(r.status).toBe(7);
  });
});
