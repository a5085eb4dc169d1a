/**
 * A function of one text, remembered: the dev server rebuilds the site model on every save, and
 * only the saved file's text is new. Past `limit` entries the memory starts over.
 */
export function memoByText<T>(fn: (text: string) => T, limit = 20_000): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    let value = memo.get(text);
    if (value === undefined && !memo.has(text)) {
      if (memo.size >= limit) memo.clear();
      memo.set(text, (value = fn(text)));
    }
    return value as T;
  };
}
