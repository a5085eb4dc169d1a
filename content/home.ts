import type { Localized } from '../src/shared/locales.ts';

export interface Feature {
  id: string;
  href: string;
  title: Localized;
  text: Localized;
  /** A few lines that show the feature; language shown above the sample. */
  lang: string;
  code: string;
}

// The home page's copy (src/client/pages/index.tsx renders it): page content, not interface text,
// and the site's own, so it lives beside the content, not in the engine.
export const FEATURES: Feature[] = [
  {
    id: 'zero-code',
    href: '/docs/quick-start',
    title: { en: 'Zero-code data API', zh: '零代码数据接口' },
    text: { en: 'Point Entix at MySQL: every table becomes an entity with a JSON API. No code, no configuration file.', zh: '把 Entix 指向 MySQL，每张表立刻成为带 JSON 接口的实体。无需代码，也无需配置文件。' },
    lang: 'bash',
    code: 'entix serve --dsn "app:secret@tcp(127.0.0.1:3306)/shop"',
  },
  {
    id: 'fixed-magic',
    href: '/docs/category/fixed-api',
    title: { en: 'Fixed & magic APIs', zh: '固定接口与魔术接口' },
    text: { en: 'get, select, inc, delete … for every entity, plus methods named after your fields.', zh: '每个实体都有 get、select、inc、delete 等固定接口，还有以字段命名的魔术接口。' },
    lang: 'http',
    code: 'POST /api/user/getNicknameByEmail\n{"email": "alice@example.com"}',
  },
  {
    id: 'custom',
    href: '/docs/api/custom-api',
    title: { en: 'Custom APIs', zh: '自定义接口' },
    text: { en: 'Override or add methods in JavaScript, SQL templates or Go, on the same URL convention.', zh: '用 JavaScript、SQL 模板或 Go 覆盖或新增方法，URL 约定保持不变。' },
    lang: 'javascript',
    code: 'export default function (ctx) {\n  const userId = ctx.session.user_id;\n  if (userId === undefined) returnError(40100, "not signed in");\n  return dao.order.select({ where: { user_id: userId } });\n}',
  },
  {
    id: 'scheduling',
    href: '/docs/api/scheduling',
    title: { en: 'Scheduling', zh: '定时任务' },
    text: { en: 'Cron-style scripts that run on exactly one node, guarded by a MySQL lock.', zh: '按 cron 表达式运行的脚本，借助 MySQL 锁保证只在一个节点上执行。' },
    lang: 'javascript',
    code: '// @cron 0 */5 * * * *\nexport default function () {\n  runSql("UPDATE `order` SET status = \'cancelled\' WHERE status = \'pending\'" +\n    " AND created_at < NOW() - INTERVAL 30 MINUTE");\n}',
  },
  {
    id: 'validators',
    href: '/docs/entity/zero_code_validator',
    title: { en: 'Validators from your schema', zh: '来自表结构的校验器' },
    text: { en: 'Column types, constraints and comment annotations check every request before SQL runs.', zh: '字段类型、约束和注释里的注解会在 SQL 执行前校验每个请求。' },
    lang: 'sql',
    code: "`email` VARCHAR(255) NOT NULL COMMENT '@datatype(email)'",
  },
  {
    id: 'toolkit',
    href: '/docs/toolkit',
    title: { en: 'Toolkit', zh: '工具箱' },
    text: { en: 'A browser console, data manager and script IDE at /_entix/ when you need them.', zh: '需要时在 /_entix/ 打开浏览器控制台、数据管理器和脚本 IDE。' },
    lang: 'bash',
    code: 'entix serve --toolkit   # then open http://localhost:8080/_entix/',
  },
];

export const HOME_COPY = {
  /** Where the first button leads. */
  ctaTo: '/docs/quick-start',
  cta: { en: 'Quick start – 5 minutes', zh: '快速开始 – 5 分钟' },
  secondary: { en: 'Read the docs', zh: '阅读文档' },
  featuresTitle: { en: 'What you get', zh: '你将得到' },
  sampleTitle: { en: 'One request, one table, no code', zh: '一个请求，一张表，零代码' },
} satisfies Record<string, Localized | string>;
