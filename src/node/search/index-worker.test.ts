import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { runTsWorker } from '../ts-worker.ts';
import { localeFiles } from './emit.ts';
import type { SearchSection } from '../../shared/search/types.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('search index worker', () => {
  it('builds the same files in a worker thread as in this one', async () => {
    const en: SearchSection[] = [{ url: '/docs/a#x', title: 'getByUK', heading: 'Request', crumbs: ['API'], context: 'docs', text: 'Read one row by a unique key.', code: 'POST /api/user/getByUK' }];
    const zh: SearchSection[] = [{ url: '/zh/docs/a', title: '唯一键', heading: '', crumbs: [], context: 'docs', text: '按唯一键读取一行。', code: '' }];
    const synonyms = [['唯一键', 'unique key']];
    const fromWorker = await runTsWorker<Record<string, unknown>>(ROOT, 'src/node/search/index-worker.ts', { byLocale: { en, zh }, synonyms });
    expect(fromWorker).toEqual({ en: localeFiles('en', en, synonyms), zh: localeFiles('zh', zh, synonyms) });
  });
  it('rejects when the module fails, so the build can fall back', async () => {
    await expect(runTsWorker(ROOT, 'src/node/search/no-such-worker.ts', {})).rejects.toThrow();
  });
});
