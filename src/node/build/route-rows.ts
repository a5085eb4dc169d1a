/**
 * The route table's rows (`{path:"/docs/a",load:()=>…}`, plugin/virtual-modules.ts' routesModule as the
 * minifier prints it) with the rows `leftOut` picks removed, for render keys. A page's render reads the
 * table only to match its own route and to ask whether a dotted path is a page (route-path.ts,
 * isPagePath), so a docs route without a file extension matters to its own render alone, whose key
 * has its route and page chunk anyway. Without this, adding a page to the current docs changed the
 * key of every page of every frozen version. A table not written as rows is left as it is.
 */
const ROW = /\{path:(["'`])([^"'`\\]*)\1,load:[^{}]*\}/g;

export function withoutRouteRows(code: string, leftOut: (path: string) => boolean): string {
  let out = '';
  let last = 0;
  let run: { start: number; end: number; kept: string[] } | undefined;
  const flush = () => {
    if (!run) return;
    out += code.slice(last, run.start) + run.kept.join(',');
    last = run.end;
    run = undefined;
  };
  for (const m of code.matchAll(ROW)) {
    const start = m.index;
    const end = start + m[0].length;
    const row = leftOut(m[2]!) ? [] : [m[0]];
    // Rows of one table follow each other, a comma apart: the run is rewritten as its kept rows.
    if (run && code.slice(run.end, start) === ',') {
      run.kept.push(...row);
      run.end = end;
    } else {
      flush();
      run = { start, end, kept: row };
    }
  }
  flush();
  return out + code.slice(last);
}
