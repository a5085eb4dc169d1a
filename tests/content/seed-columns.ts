// Checks that examples naming `product` or `order` columns can run against the sample seed (public/sample/shop.sql).
import { codeBlocks } from './content-rules.ts';

export type Schema = Map<string, Set<string>>;

/** Tables and their columns from the CREATE TABLE statements of a SQL file. */
export function parseSeed(sql: string): Schema {
  const schema: Schema = new Map();
  for (const m of sql.matchAll(/CREATE TABLE `?(\w+)`?\s*\(([\s\S]*?)\n\);/gi)) schema.set(m[1]!, columnsOfCreate(m[2]!));
  return schema;
}

function columnsOfCreate(defs: string): Set<string> {
  const cols = new Set<string>();
  for (const line of defs.split('\n')) {
    const m = /^\s*`?(\w+)`?\s+(?:BIGINT|INT|TINYINT|SMALLINT|MEDIUMINT|DECIMAL|CHAR|VARCHAR|TEXT|DATE|DATETIME|TIMESTAMP|ENUM|SET|JSON|BOOLEAN|BOOL|FLOAT|DOUBLE)\b/i.exec(line);
    if (m) cols.add(m[1]!);
  }
  return cols;
}

/** Tables the check covers: the examples' shop data beyond the quick start's first table. */
export const CHECKED_TABLES = ['product', 'order'] as const;

const RESERVED = new Set(['where', 'fields', 'order', 'page', 'size', 'list', 'set', 'field', 'value', 'or']);
const FIXED = new Set(['add', 'addBatch', 'get', 'getBatch', 'getByUK', 'getBatchByUK', 'has', 'hasByUK', 'set', 'setBatch', 'setByUK', 'setBatchByUK', 'del', 'delBatch', 'delByUK', 'delBatchByUK', 'delete', 'update', 'count', 'select', 'selectAll', ...['inc', 'dec', 'mul', 'div'].flatMap((v) => [v, `${v}ByUK`])]);
const MAGIC = /^(getBatch|setBatch|delBatch|get|set|del|has|search|select|delete|update|avg|max|min|sum|count)([A-Z]\w*)$/;
const snake = (pascal: string) => pascal.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase();

/** Field names a fixed or magic method name carries (`getStatusByOrderNo` → status, order_no); null for a custom method. */
export function methodFields(method: string): string[] | null {
  if (FIXED.has(method)) return [];
  const m = MAGIC.exec(method);
  if (!m) return null;
  return m[2]!.split(/By(?=[A-Z])/).filter(Boolean).map(snake);
}

/** Column names a JSON request body of a fixed/magic method uses. */
export function bodyFields(body: unknown): string[] {
  const out: string[] = [];
  const cond = (w: unknown) => {
    if (!w || typeof w !== 'object' || Array.isArray(w)) return;
    for (const [k, v] of Object.entries(w)) {
      if (k === 'or' && Array.isArray(v)) v.forEach(cond);
      else out.push(k);
    }
  };
  if (!body || typeof body !== 'object' || Array.isArray(body)) return out;
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (!RESERVED.has(k)) out.push(k);
    else if (k === 'where' || k === 'set') cond(v);
    else if (k === 'list' && Array.isArray(v)) for (const row of v) out.push(...bodyFields(row));
    else if ((k === 'fields' || k === 'order') && Array.isArray(v)) out.push(...v.filter((f): f is string => typeof f === 'string').map((f) => f.replace(/^-/, '')));
    else if (k === 'field' && typeof v === 'string') out.push(v);
  }
  return out;
}

/** Column names of the rows in a successful response (`data` as a row, a list of rows or `{total, list}`). */
export function responseFields(res: unknown): string[] {
  if (!res || typeof res !== 'object' || (res as { code?: unknown }).code !== 0) return [];
  const data = (res as { data?: unknown }).data;
  const rows = Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list) ? (data as { list: unknown[] }).list : [data];
  return rows.flatMap((r) => (r && typeof r === 'object' && !Array.isArray(r) ? Object.keys(r) : []));
}

const SQL_WORDS = new Set('select from where and or not null is in like between as on join left right inner outer group by order having limit offset asc desc count sum avg min max distinct case when then else end interval day hour minute second now curdate date_sub date_add for update set values into insert delete true false coalesce if ifnull lock share skip locked nowait div mod'.split(' '));

/** Column names a SQL statement uses on one of `tables`, when the statement names exactly one table. */
export function sqlFields(sql: string, tables: readonly string[]): { table: string; field: string }[] {
  const out: { table: string; field: string }[] = [];
  for (const stmt of sql.split(';')) {
    const named = [...stmt.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+`?(\w+)`?/gi)].map((m) => m[1]!);
    if (/\b(CREATE|ALTER)\s+TABLE\b/i.test(stmt) || /\b(JOIN|UNION)\b/i.test(stmt) || /\(\s*SELECT\b/i.test(stmt) || new Set(named).size !== 1) continue;
    const table = named[0]!;
    if (!tables.includes(table)) continue;
    const text = stmt.replace(/\$\{[^}]*\}/g, '?').replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, "''").replace(/--.*$/gm, '');
    const aliases = new Set([...text.matchAll(/\bAS\s+`?(\w+)`?/gi)].map((m) => m[1]!.toLowerCase()));
    const tableAlias = new RegExp(`\`?${table}\`?\\s+(?:AS\\s+)?(\\w+)`, 'i').exec(text)?.[1]?.toLowerCase();
    for (const m of text.matchAll(/(?<![\w.`])`?([A-Za-z_]\w*)`?(?!\s*\()(?![\w`])/g)) {
      const word = m[1]!;
      const lower = word.toLowerCase();
      if (SQL_WORDS.has(lower) || aliases.has(lower) || lower === tableAlias || word === table || /^[A-Z_]+$/.test(word) && !/[a-z]/.test(word) && !m[0].startsWith('`')) continue;
      out.push({ table, field: word.replace(/^\w+\./, '') });
    }
  }
  return out;
}

export interface SeedProblem { line: number; message: string }

/** Every product/order column an example names that the seed does not have. */
export function checkExamples(body: string, schema: Schema): SeedProblem[] {
  const problems: SeedProblem[] = [];
  const miss = (line: number, table: string, fields: string[], where: string) => {
    const cols = schema.get(table);
    if (!cols) return;
    for (const f of fields) if (!cols.has(f)) problems.push({ line, message: `${where} uses ${table}.${f}, which the seed (public/sample/shop.sql) does not have` });
  };
  const blocks = codeBlocks(body);
  let lastCall: { table: string; method: string } | undefined;
  for (const b of blocks) {
    const line = b.line;
    if (b.lang === 'bash' || b.lang === 'http') {
      lastCall = undefined;
      for (const call of b.text.matchAll(/\/api\/(\w+)\/(\w+)(?:(?!\/api\/)[\s\S])*?(?:-d\s+'([^']*)'|\r?\n\r?\n(\{[\s\S]*\}))/g)) {
        const [, table, method, shellBody, httpBody] = call;
        if (!(CHECKED_TABLES as readonly string[]).includes(table!)) continue;
        const fromName = methodFields(method!);
        if (fromName === null) continue;
        lastCall = { table: table!, method: method! };
        miss(line, table!, fromName, `the method name ${table}.${method}`);
        try { miss(line, table!, bodyFields(JSON.parse(shellBody ?? httpBody ?? '{}')), `the request body of ${table}.${method}`); } catch { /* a body with shell variables is not JSON */ }
      }
    } else if (b.lang === 'json' && lastCall) {
      try { miss(line, lastCall.table, responseFields(JSON.parse(b.text)), `the response of ${lastCall.table}.${lastCall.method}`); } catch { /* content-rules reports bad JSON */ }
    }
    if (b.lang === 'sql' || b.lang === 'javascript' || b.lang === 'typescript' || b.lang === 'go') {
      const sqlText = b.lang === 'sql' ? b.text : [...b.text.matchAll(/(["'`])((?:SELECT|INSERT|UPDATE|DELETE)\b[\s\S]*?)\1/g)].map((m) => m[2]).join(';\n');
      for (const { table, field } of sqlFields(sqlText, CHECKED_TABLES)) miss(line, table, [field], 'a SQL statement');
      for (const m of b.text.matchAll(/CREATE TABLE `?(product|order)`?\s*\(([\s\S]*?)\n\);/g)) miss(line, m[1]!, [...columnsOfCreate(m[2]!)], 'a CREATE TABLE');
    }
    if (b.lang === 'javascript' || b.lang === 'typescript') {
      for (const m of b.text.matchAll(/dao\.(product|order)\.(\w+)\(\s*\{([^()]*?)\}\s*\)/g)) {
        const fromName = methodFields(m[2]!);
        if (fromName === null) continue;
        const keys = [...m[3]!.matchAll(/(?<![\w."'`])(\w+)\s*:/g)].map((k) => k[1]!).filter((k) => !RESERVED.has(k));
        const listed = [...m[3]!.matchAll(/\b(?:fields|order)\s*:\s*\[([^\]]*)\]/g)].flatMap((l) => [...l[1]!.matchAll(/["'](-?\w+)["']/g)].map((s) => s[1]!.replace(/^-/, '')));
        miss(line, m[1]!, [...fromName, ...keys, ...listed], `dao.${m[1]}.${m[2]}`);
      }
    }
  }
  return problems;
}
