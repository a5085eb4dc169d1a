import { describe, expect, it } from 'vitest';
import { withoutRouteRows } from './route-rows.ts';

const row = (path: string) => `{path:\`${path}\`,load:()=>g(()=>import(\`./page_${path.replaceAll('/', '_')}~0a1b\`),__VITE_PRELOAD__)}`;
const table = (paths: string[]) => `const x=1;var R=[${paths.map(row).join(',')}];export{R};`;
const docs = (p: string) => /^(\/zh)?\/docs(\/|$)/.test(p) && !/\.[a-z]+$/.test(p);

describe('withoutRouteRows', () => {
  it('reads the same whatever docs routes are added or removed, anywhere in the table', () => {
    const base = table(['/', '/blog', '/docs/a', '/docs/3.1/a', '/zh/docs/a']);
    const stripped = withoutRouteRows(base, docs);
    expect(stripped).toBe(`const x=1;var R=[${row('/')},${row('/blog')}];export{R};`);
    for (const paths of [['/docs/new', '/', '/blog'], ['/', '/blog', '/docs/z'], ['/', '/docs/b', '/blog'], ['/', '/blog']]) expect(withoutRouteRows(table(paths), docs), paths.join(' ')).toBe(stripped);
  });

  it('keeps the rows a render can see: other sections and dotted docs routes', () => {
    expect(withoutRouteRows(table(['/docs/a', '/blog/post']), docs)).not.toBe(withoutRouteRows(table(['/docs/a']), docs));
    expect(withoutRouteRows(table(['/docs/a', '/docs/nginx.conf']), docs)).toContain('/docs/nginx.conf');
  });

  it('leaves code without rows, and a lone row among other code, as they are', () => {
    expect(withoutRouteRows('export const a = {path:1};', docs)).toBe('export const a = {path:1};');
    expect(withoutRouteRows(`f(${row('/blog')});`, docs)).toBe(`f(${row('/blog')});`);
  });
});
