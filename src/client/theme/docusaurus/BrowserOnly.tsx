import type { ReactNode } from 'react';
import { useMounted } from '../hooks.ts';

/**
 * `@docusaurus/BrowserOnly`: its children function runs only in the browser, after hydration; the
 * prerendered page shows `fallback`. A page that imports it is live (remark-live-check.ts): it hydrates at once.
 */
export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useMounted() ? children() : (fallback ?? null)}</>;
}
