import { describe, expect, it } from 'vitest';
import { checkAccessLines } from './access-rules.ts';

const fence = (meta: string, text: string) => `\`\`\`${meta}\n${text}\n\`\`\`\n`;

describe('access rules', () => {
  it('accepts scripts, templates and Go handlers that carry their access line', () => {
    const body = fence('javascript title="scripts/api/user/login.js"', '// @access open\nexport default function (ctx) {}')
      + fence('django title="scripts/api/order/mine.sql"', '// @access session\nSELECT id FROM `order` WHERE user_id = {{ .user_id }}')
      + fence('go title="custom/checkout.go"', 'func init() {\n\tentix.Handle("order", "checkout", func(c *entix.Ctx) error {\n\t\treturn c.OK(nil)\n\t}, entix.Access("session"))\n}')
      + fence('javascript', 'const x = dao.user.get({ id: 1 });')
      + fence('javascript title="scripts/schedule/nightly.js"', '// @cron 0 0 3 * * *\nexport default function (ctx) {}')
      + fence('javascript title="scripts/modules/money.js"', 'export function toCents(s) {}');
    expect(checkAccessLines(body)).toEqual([]);
  });
  it('accepts a block that says why it needs none', () => {
    expect(checkAccessLines(fence('javascript title="scripts/api/order/add.js"', '// no @access line: shows the override falling back to access.default\nexport default function (ctx) {}'))).toEqual([]);
    expect(checkAccessLines(fence('javascript title="scripts/api/order/add.js"', '// no @access line:\nexport default function (ctx) {}'))).toHaveLength(1);
  });
  it('reports each custom API without its line, at the line that needs it', () => {
    const body = 'Intro.\n\n' + fence('javascript title="scripts/api/user/register.js"', 'export default function (ctx) {}')
      + fence('javascript title="scripts/api/user/x.js"', 'const A = 1;\n// @access open\nexport default function (ctx) {}')
      + fence('sql title="scripts/api/order/recent.sql"', 'SELECT id FROM `order`')
      + fence('go', 'package custom\n\nfunc init() {\n\tentix.Handle("order", "recent", func(c *entix.Ctx) error {\n\t\treturn nil\n\t})\n\tentix.Handle("a", "b", h, entix.Access("open"))\n}')
      + fence('javascript', 'export default async function (ctx) {\n  return 1;\n}')
      + fence('javascript title="scripts/api/user/y.js"', '// @access public\nexport default function (ctx) {}');
    expect(checkAccessLines(body).map((p) => p.split(':')[0] + ': ' + (p.includes('SQL template') ? 'sql' : p.includes('entix.Handle') ? 'go' : 'js'))).toEqual([
      'body line 4: js', 'body line 7: js', 'body line 12: sql', 'body line 18: go', 'body line 25: js', 'body line 30: js',
    ]);
  });
});
