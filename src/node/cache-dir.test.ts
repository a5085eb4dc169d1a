import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pruneOtherVersions } from './cache-dir.ts';

describe('pruneOtherVersions', () => {
  let base = '';
  afterEach(() => rmSync(base, { recursive: true, force: true }));
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);

  it('removes what older code versions left (files and folders) a day after their last write, keeping the current one and other prefixes', () => {
    base = mkdtempSync(join(tmpdir(), 'entix-prune-'));
    for (const f of ['twins-a-old.json', 'twins-a-new.json', 'twins-b-old.json', 'text-a-old.json']) {
      writeFileSync(join(base, f), '{}');
      utimesSync(join(base, f), twoDaysAgo, twoDaysAgo);
    }
    mkdirSync(join(base, 'twins-a-dir'));
    utimesSync(join(base, 'twins-a-dir'), twoDaysAgo, twoDaysAgo);
    writeFileSync(join(base, 'twins-a-recent.json'), '{}');
    pruneOtherVersions(base, 'twins-a-', 'twins-a-new.json');
    expect(readdirSync(base).sort()).toEqual(['text-a-old.json', 'twins-a-new.json', 'twins-a-recent.json', 'twins-b-old.json']);
  });

  it('does nothing without the folder', () => {
    base = join(tmpdir(), `entix-prune-missing-${process.pid}`);
    pruneOtherVersions(base, 'mdx-', 'mdx-x');
    expect(existsSync(base)).toBe(false);
  });
});
