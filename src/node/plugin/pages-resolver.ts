import { reactResolver, type PageResolver } from 'vite-plugin-pages';

/**
 * vite-plugin-pages' React resolver emits React.lazy elements; ours emits plain
 * `() => import()` loaders so React Router's route.lazy can load them (and prerender can await them).
 */
export function entixPagesResolver(): PageResolver {
  const base = reactResolver();
  return {
    ...base,
    stringify: {
      component: (name) => name,
      dynamicImport: (path) => `() => import(${JSON.stringify(path)})`,
      final: (code) => code,
    },
  };
}
