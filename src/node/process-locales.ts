import { getEnvironmentData, isMainThread, setEnvironmentData } from 'node:worker_threads';
import { bindLocales, type LocaleData } from '../shared/locale-table.ts';

const KEY = 'entix:locales';

/** Binds this process' locales and hands them to every worker thread it starts from now on. */
export function bindProcessLocales(locales: LocaleData[]): void {
  bindLocales(locales);
  setEnvironmentData(KEY, locales);
}

// A worker thread's modules are its own copies: the thread binds what its parent bound. Each worker
// entry imports this module first.
if (!isMainThread) {
  const inherited = getEnvironmentData(KEY) as LocaleData[] | undefined;
  if (inherited) bindLocales(inherited);
}
