/**
 * A light English stemmer for index and query alike: plurals, -ing, -ed and -ly fold together
 * (`increments`, `incremented` → `increment`; `indexes` → `index`; `atomically` → `atomic`). Deliberately timid:
 * a short word keeps its ending, since API names (`has`, `set`) must stay as written.
 */
const RULES: [RegExp, string][] = [
  [/ically$/, 'ic'],
  [/ies$/, 'y'],
  [/sses$/, 'ss'],
  // indexes, hashes, matches → index, hash, match; caches is cache + s.
  [/(?<!ca)(sh|ch|x)es$/, '$1'],
  [/(?<=[^su])s$/, ''],
  [/ing$/, ''],
  [/ed$/, ''],
  [/ly$/, ''],
];

export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const [re, to] of RULES) {
    if (!re.test(word)) continue;
    const out = word.replace(re, to);
    return out.length >= 3 ? out : word;
  }
  return word;
}
