// Rules every content page must meet; content.test.ts applies them to content/, content-rules.test.ts proves they catch bad pages.
export type PageType = 'guide' | 'method' | 'entity-rule' | 'script-api' | 'blog' | 'page';

export const FLOORS: Record<PageType, { en: number; zh: number }> = {
  guide: { en: 400, zh: 700 },
  method: { en: 180, zh: 300 },
  'entity-rule': { en: 250, zh: 450 },
  'script-api': { en: 250, zh: 450 },
  blog: { en: 300, zh: 500 },
  page: { en: 40, zh: 60 },
};

export const METHOD_HEADINGS = {
  en: ['Request', 'Parameters', 'Example', 'Response', 'Errors', 'Notes', 'Related'],
  zh: ['请求', '参数', '示例', '响应', '错误', '说明', '相关接口'],
};
export const SCRIPT_HEADINGS = {
  en: ['Signature', 'Parameters', 'Return value', 'Errors', 'Example'],
  zh: ['签名', '参数', '返回值', '错误', '示例'],
};

/** What kind of page a file under content/<locale>/ is, from its path. A page of an old version
 * (`versioned_docs/version-3.1/x`) has the shape of the docs page at the same path (`docs/x`). */
export function pageType(path: string): PageType {
  const rel = path.replace(/^versioned_docs\/version-[^/]+\//, 'docs/');
  if (rel.startsWith('blog/')) return 'blog';
  if (rel.startsWith('pages/')) return 'page';
  if (/^docs\/api\/(fixed|magic)-api\/(?!overview)[^/]+\.mdx?$/.test(rel)) return 'method';
  if (/^docs\/entity\/(annotation|zero_code_constraint|zero_code_validator)\/(?!index)[^/]+\.mdx?$/.test(rel)) return 'entity-rule';
  if (/^docs\/script\/(functions|library)\//.test(rel)) return 'script-api';
  return 'guide';
}

export interface CodeBlock { lang: string; text: string; line: number }

export function codeBlocks(body: string): CodeBlock[] {
  const out: CodeBlock[] = [];
  const re = /^(```|~~~)([^\s`]*)[^\n]*\n([\s\S]*?)^\1\s*$/gm;
  for (let m = re.exec(body); m; m = re.exec(body)) out.push({ lang: m[2] ?? '', text: m[3] ?? '', line: body.slice(0, m.index).split('\n').length });
  return out;
}

export function prose(body: string): string {
  return body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '').replace(/^import .*$/gm, '');
}

/** English: words; Chinese: Han characters (what a reader of each language counts). */
export function length(body: string, locale: 'en' | 'zh'): number {
  const text = prose(body);
  return locale === 'zh' ? (text.match(/\p{Script=Han}/gu) ?? []).length : (text.match(/[A-Za-z][A-Za-z0-9'’-]*/g) ?? []).length;
}

const PLACEHOLDER = /\b(lorem|ipsum|TODO|TBD|FIXME|XXX)\b|coming soon|待补充|待完善|占位文字|此处省略/i;

export interface PageInput { rel: string; locale: 'en' | 'zh'; frontMatter: Record<string, unknown>; body: string }

/** Problems of one page, as readable sentences (empty when the page is fine). */
export function checkPage(p: PageInput): string[] {
  const problems: string[] = [];
  const type = pageType(p.rel);
  if (typeof p.frontMatter.title !== 'string' || !p.frontMatter.title) problems.push('frontmatter has no title');
  if (typeof p.frontMatter.description !== 'string' || !p.frontMatter.description) problems.push('frontmatter has no description');
  for (const b of codeBlocks(p.body)) {
    if (b.lang === 'json') {
      try { JSON.parse(b.text); } catch (e) { problems.push(`json block at body line ${b.line} does not parse: ${(e as Error).message}`); }
    }
  }
  const n = length(p.body, p.locale);
  const floor = FLOORS[type][p.locale];
  if (n < floor) problems.push(`${type} page is too short: ${n} < ${floor} ${p.locale === 'zh' ? 'characters' : 'words'}`);
  const ph = PLACEHOLDER.exec(prose(p.body));
  if (ph) problems.push(`placeholder text "${ph[0]}"`);
  const h2 = [...prose(p.body).matchAll(/^## (.+?)\s*$/gm)].map((m) => m[1]!.trim());
  const want = type === 'method' ? METHOD_HEADINGS[p.locale] : type === 'script-api' ? SCRIPT_HEADINGS[p.locale] : undefined;
  if (want) {
    const positions = want.map((h) => h2.indexOf(h));
    const missing = want.filter((_, i) => positions[i]! < 0);
    if (missing.length) problems.push(`missing headings: ${missing.map((h) => `## ${h}`).join(', ')}`);
    else if (positions.some((pos, i) => i > 0 && pos < positions[i - 1]!)) problems.push(`headings out of order; expected ${want.join(' → ')}`);
  }
  if (type === 'script-api' && !codeBlocks(p.body).some((b) => b.lang === 'javascript')) problems.push('no javascript example');
  if (type === 'entity-rule' && !codeBlocks(p.body).some((b) => b.lang === 'sql')) problems.push('no sql block');
  return problems;
}
