import GithubSlugger from 'github-slugger';

/** GitHub-style slug (what Docusaurus uses): lower case, spaces to dashes, CJK kept. */
export function slugify(text: string): string {
  return new GithubSlugger().slug(text);
}

export { GithubSlugger };
