import type { ReactNode } from 'react';
import { useT } from '../hooks.ts';

const ICONS: Record<string, string> = { note: 'ℹ️', tip: '💡', info: 'ℹ️', warning: '⚠️', danger: '🔥' };

export function Admonition({ type, title, className, children }: { type: 'note' | 'tip' | 'info' | 'warning' | 'danger'; title?: string; className?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className={`admonition admonition--${type}${className ? ` ${className}` : ''}`}>
      <div className="admonition__heading"><span aria-hidden="true">{ICONS[type]} </span>{title ?? t(`admonition.${type}`)}</div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}

/** `import Admonition from '@theme/Admonition'`, as a page moved from Docusaurus writes it. */
export default Admonition;
