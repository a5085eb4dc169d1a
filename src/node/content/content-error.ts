// One error type for every content problem, so the build can print "file:line: message" a writer understands.
export type Rule =
  | 'frontmatter'
  | 'versions'
  | 'mdx-syntax'
  | 'broken-link'
  | 'broken-file-link'
  | 'broken-anchor'
  | 'duplicate-route'
  | 'empty-file'
  | 'image'
  | 'large-page'
  | 'category'
  | 'blog'
  | 'import'
  | 'symlink';

export interface ContentProblem {
  rule: Rule;
  file: string;
  line?: number;
  column?: number;
  message: string;
}

export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
    this.problems = problems;
  }
}

export function formatProblem(p: ContentProblem): string {
  const where = p.line ? `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}` : p.file;
  return `${where}: ${p.message} [${p.rule}]`;
}
