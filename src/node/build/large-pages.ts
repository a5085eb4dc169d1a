import type { Rollup } from 'vite';
import type { ContentProblem } from '../content/content-error.ts';

/** A page chunk above this makes its readers download more than a megabyte of script (ENTIX_LARGE_PAGE_KB changes it; tests use a small one). */
export const LARGE_PAGE_BYTES = Number(process.env.ENTIX_LARGE_PAGE_KB || 1024) * 1024;

/**
 * Vite's chunk-size warning names a hashed chunk a writer cannot act on; this names the content
 * file instead (display path by absolute path), so the writer knows which page to split.
 */
export function largePages(bundle: Rollup.OutputBundle, displayOf: (abs: string) => string | undefined, limit = LARGE_PAGE_BYTES): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const out of Object.values(bundle)) {
    if (out.type !== 'chunk' || !out.facadeModuleId) continue;
    const file = displayOf(out.facadeModuleId);
    const bytes = Buffer.byteLength(out.code);
    if (file && bytes > limit) {
      problems.push({ rule: 'large-page', file, message: `the page compiles to ${bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`} of script, which each of its readers downloads: split it into several pages` });
    }
  }
  return problems;
}
