import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fencedBlocks } from './fenced-blocks.ts';
import { highlightKey } from './rehype-code.ts';

export interface HighlightPlan {
  /** Files with no compiled entry, in the order given. */
  toCompile: string[];
  /** Of those, the files with a code block the highlight cache lacks, and those blocks' keys. */
  toHighlight: string[];
  keys: Set<string>;
}

/** What a build will compile and, of that, what the highlight worker is to highlight. */
export function highlightPlan(files: Iterable<string>, isCached: (file: string, text: string) => boolean, highlighted: (key: string) => boolean): HighlightPlan {
  const plan: HighlightPlan = { toCompile: [], toHighlight: [], keys: new Set() };
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    if (isCached(file, text)) continue;
    plan.toCompile.push(file);
    let lacks = false;
    for (const b of fencedBlocks(text)) {
      const key = highlightKey(b.lang, b.code);
      if (highlighted(key)) continue;
      lacks = true;
      plan.keys.add(key);
    }
    if (lacks) plan.toHighlight.push(file);
  }
  return plan;
}

/** Every Markdown file under `dir`, as the content scan will find pages among them (it may skip some; a missing folder has none, as for the scan). */
export function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}
