/**
 * Packages the build code's bundle takes from our own drop-in module instead (code-bundle.ts), each
 * saying why and tested against the original. The MDX pipeline's version includes these modules
 * (mdx-plugin.ts), since the bundle runs them in the packages' place.
 */
export const REPLACED: Record<string, string> = { 'unist-util-visit-parents': 'src/node/mdx/visit-parents.ts', shiki: 'src/node/mdx/lazy-shiki.ts' };
