import { magicComments } from './magic-comments.ts';

/** A fenced code block as the MDX pipeline will see it: info-string language and the code text. */
export interface FencedBlock { lang: string; code: string }

const FENCE = /^( {0,3})(`{3,}|~{3,})([^\s`]*)[^\n]*\n([\s\S]*?)^ {0,3}\2[`~]*[ \t]*$/gm;

/**
 * The fenced blocks of a markdown source, found without parsing it (for highlighting ahead of the
 * compile). CommonMark strips the fence's own indent from each code line; so does this. A block
 * this misses or gets differently is simply highlighted again during the compile.
 */
export function fencedBlocks(source: string): FencedBlock[] {
  const out: FencedBlock[] = [];
  for (const m of source.matchAll(FENCE)) {
    const indent = m[1]!.length;
    const lines = m[4]!.replace(/\n$/, '').split('\n');
    const code = indent ? lines.map((l) => l.replace(new RegExp(`^ {0,${indent}}`), '')).join('\n') : lines.join('\n');
    // Docusaurus' mdx-code-block is MDX, not code (preprocess.ts unwraps it): its own blocks are the ones.
    if (m[3] === 'mdx-code-block') { out.push(...fencedBlocks(`${code}\n`)); continue; }
    // As the compile will have it: without Docusaurus' magic comment lines.
    out.push({ lang: m[3]! || 'plaintext', code: magicComments(code).code });
  }
  return out;
}
