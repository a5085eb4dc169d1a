import { createProcessor } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';
import { preprocess } from '../mdx/preprocess.ts';
import { sectionsOf, type SectionText } from './sections.ts';

const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] });

/**
 * Sections straight from a markdown body, parsed but not compiled: the dev server and the
 * relevance test index every page this way without compiling the whole site.
 */
export function rawSections(body: string): SectionText[] {
  try {
    return sectionsOf(processor.parse(preprocess(body).code) as Root);
  } catch {
    // A file with an MDX syntax error still deserves to be found while it is being fixed.
    return [{ id: '', heading: '', text: body.replace(/[#*`>|_-]+/g, ' ').replace(/\s+/g, ' ').trim(), code: '' }];
  }
}
