// virtual:entix/locales in the engine's tests: what the build serves for a two-locale site.
import { localeData } from '../../src/shared/locale-table.ts';

export default [
  localeData({ code: 'en', label: 'English', lang: 'en', ogLocale: 'en_US' }, true),
  localeData({ code: 'zh', label: '简体中文', lang: 'zh-CN' }, false),
];
