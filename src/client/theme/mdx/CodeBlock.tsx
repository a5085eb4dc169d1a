import type { ComponentPropsWithoutRef } from 'react';
import { useT } from '../hooks.ts';

/** The copy button answers page-wide (src/client/dom/copy-code.ts). A highlighted block arrives as one HTML string (src/node/mdx/rehype-static-code.ts). */
type PreProps = ComponentPropsWithoutRef<'pre'> & { 'data-code-html'?: string };

export function CodeBlock({ 'data-code-html': html, ...props }: PreProps) {
  const t = useT();
  return (
    <div className="code-block">
      {html === undefined ? <pre {...props} /> : <pre {...props} dangerouslySetInnerHTML={{ __html: html }} />}
      <button type="button" className="code-block__copy" aria-label={t('code.copy')} title={t('code.copy')} data-copied={t('code.copied')}>
        ⧉
      </button>
    </div>
  );
}
