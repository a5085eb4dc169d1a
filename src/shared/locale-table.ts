import type { UiStrings } from './i18n/en.ts';
import { packStrings } from './lang/strings.ts';

/** A locale as the site config declares it (`locales` in the site config, the default one first). */
export interface LocaleConfig {
  /** Content folder (`content/<code>/`) and the locale's id in code. */
  code: string;
  /** Name in the language menu, in the language itself. */
  label: string;
  /** BCP 47 tag: `<html lang>`, the language pack (search, dates, reading time, UI strings), feeds' language. */
  lang: string;
  /** Route prefix; '' for the default locale, `/<code>` for the others when left out. */
  prefix?: string;
  dir?: 'ltr' | 'rtl';
  /** hreflang of alternate links and sitemap entries; `lang` when left out. */
  hreflang?: string;
  /** Open Graph `og:locale`; `lang` with '_' when left out ('zh-CN' → 'zh_CN'). */
  ogLocale?: string;
  /** UI strings over the language pack's; every key when the pack has none for `lang`. */
  strings?: Partial<UiStrings>;
}

/**
 * Everything the site knows about one locale, derived once from its config entry: plain data, as
 * the client receives it (virtual:entix/locales). Language behaviour (search, dates, reading time)
 * is the language pack's, chosen by `lang` (shared/lang/).
 */
export interface LocaleInfo extends Required<Omit<LocaleConfig, 'strings'>> {
  strings: UiStrings;
}

export type LocaleData = LocaleInfo;

/** Fills a config entry's defaults; `strings` must be complete once the pack's are under them. */
export function localeData(config: LocaleConfig, isDefault: boolean): LocaleData {
  const strings = { ...packStrings(config.lang), ...config.strings } as UiStrings;
  return {
    code: config.code,
    label: config.label,
    lang: config.lang,
    prefix: config.prefix ?? (isDefault ? '' : `/${config.code}`),
    dir: config.dir ?? 'ltr',
    hreflang: config.hreflang ?? config.lang,
    ogLocale: config.ogLocale ?? config.lang.replace('-', '_'),
    strings,
  };
}

/**
 * The site's locales, bound once per runtime from the validated site config: by loadSiteConfig in
 * Node, by client/bind-locales.ts in the browser and in the prerender bundle. The engine holds no
 * list of its own; reading before the binding is a bug, and says so.
 */
let table: LocaleInfo[] | undefined;

export function bindLocales(locales: readonly LocaleData[]): void {
  table = [...locales];
}

export function localeTable(): LocaleInfo[] {
  if (!table) throw new Error('the site\'s locales are read before the site config bound them (bindLocales)');
  return table;
}
