import type { DocRow } from './types.ts';

/**
 * Magic API pages are named by a pattern (`get$By$`, `sum$`) where each `$` stands for a column
 * name; a reader types an instance of it, as written in their own code (`getEmailById`,
 * `sumAmount`). Such a query is that page's name. A `$` matches a capitalised word, so the query
 * must be camelCase (`summary` is no `sum$`), and of patterns that match, the one with the most
 * letters of its own wins (`getByEmail` is `getBy$`, not `get$`). The pattern itself, typed, names it too.
 */
const PATTERN_TITLE = /^[a-z][A-Za-z0-9]*\$[A-Za-z0-9$]*$/;
const INSTANCE = /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/;

interface Pattern { doc: number; re: RegExp; letters: number }

const cache = new WeakMap<DocRow[], Pattern[]>();

function patterns(docs: DocRow[]): Pattern[] {
  let out = cache.get(docs);
  if (!out) {
    out = [];
    docs.forEach(([, title, heading], doc) => {
      if (heading !== '' || !PATTERN_TITLE.test(title)) return;
      const source = title.split('$').map((part) => part.replace(/[^A-Za-z0-9]/g, '')).join('[A-Z0-9][A-Za-z0-9]*');
      out!.push({ doc, re: new RegExp(`^${source}$`), letters: title.replace(/\$/g, '').length });
    });
    cache.set(docs, out);
  }
  return out;
}

/** The page intro (a document number) whose pattern `query` is an instance of, if any. */
export function magicInstance(docs: DocRow[], query: string): number | undefined {
  // Asking words typed around the call (`countStatus 怎么用`) are no part of it.
  const latin = query.trim().split(/\s+/).filter((w) => /^[\w$]+$/.test(w));
  const q = latin.length === 1 ? latin[0]! : query.trim();
  const typed = q.includes('$') ? patterns(docs).find((p) => docs[p.doc]![1] === q) : undefined;
  if (typed || !INSTANCE.test(q)) return typed?.doc;
  // The pattern typed without its `$`s (`selectBy`), as a reader half remembers it: of getBy$ and get$By$, the one with fewer.
  const dollars = (p: Pattern) => docs[p.doc]![1].split('$').length;
  const bare = patterns(docs).filter((p) => docs[p.doc]![1].replace(/\$/g, '') === q).sort((a, b) => dollars(a) - dollars(b))[0];
  if (bare) return bare.doc;
  let best: Pattern | undefined;
  for (const p of patterns(docs)) if (p.re.test(q) && (!best || p.letters > best.letters)) best = p;
  return best?.doc;
}
