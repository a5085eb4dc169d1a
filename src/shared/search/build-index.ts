import MiniSearch from 'minisearch';
import { packIndex } from './compact.ts';
import { MINISEARCH_OPTIONS, type IndexedDoc } from './options.ts';
import type { DocRow, SearchIndexFile, SearchSection, TextShard } from './types.ts';

/** Code is indexed in full but only its start is kept for snippets: prose explains the hit better. */
const CODE_SNIPPET_CHARS = 600;

export interface BuiltIndex {
  index: SearchIndexFile;
  shards: TextShard[];
}

/**
 * Sections → the term index (what a first query needs) and the snippet text cut into shards
 * of about `shardChars` characters, so a query fetches only the shards its hits live in.
 */
export function buildSearchIndex(sections: SearchSection[], shardChars = 12_000): BuiltIndex {
  const ms = new MiniSearch<IndexedDoc>(MINISEARCH_OPTIONS);
  const docs: DocRow[] = [];
  const shards: TextShard[] = [];
  let shard: TextShard = [];
  let size = 0;
  sections.forEach((s, id) => {
    const crumbs = s.crumbs.join(' › ');
    ms.add({ id, title: s.title, heading: s.heading, crumbs, text: s.text, code: s.code });
    const code = s.code.slice(0, CODE_SNIPPET_CHARS);
    if (size > 0 && size + s.text.length + code.length > shardChars) {
      shards.push(shard);
      shard = [];
      size = 0;
    }
    docs.push([s.url, s.title, s.heading, s.context, crumbs, shards.length, shard.length]);
    shard.push([s.text, code]);
    size += s.text.length + code.length;
  });
  if (shard.length) shards.push(shard);
  return { index: { v: 1, docs, index: packIndex(ms.toJSON()) }, shards };
}
