import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useT } from '../hooks.ts';

/**
 * The copy button answers page-wide (src/client/dom/copy-code.ts). Word wrap is a checkbox that
 * the stylesheet reads (markdown.css): no script in the first view for it; it shows only on a block
 * that scrolls sideways, as in Docusaurus. A highlighted block
 * arrives as one HTML string (src/node/mdx/rehype-static-code.ts).
 */
type PreProps = ComponentPropsWithoutRef<'pre'> & { 'data-code-html'?: string };

export function CodeBlock({ 'data-code-html': html, ...props }: PreProps) {
  const t = useT();
  return (
    <div className="code-block">
      {html === undefined ? <pre {...props} /> : <pre {...props} dangerouslySetInnerHTML={{ __html: html }} />}
      <div className="code-block__buttons">
        <label className="code-block__wrap" title={t('code.wrap')}><input type="checkbox" aria-label={t('code.wrap')} />↵</label>
        <button type="button" className="code-block__copy" aria-label={t('code.copy')} title={t('code.copy')} data-copied={t('code.copied')}>
          ⧉
        </button>
      </div>
    </div>
  );
}

/**
 * `@theme/CodeBlock` as a page moved from Docusaurus imports it: a block whose code is a plain
 * string became a fenced block at build time (remark-jsx-code-block.ts); one computed at run time shows here, plain.
 */
export default function DocusaurusCodeBlock({ children, language, title }: { children?: ReactNode; language?: string; title?: string }) {
  return (
    <figure data-rehype-pretty-code-figure="">
      {title && <figcaption data-rehype-pretty-code-title="">{title}</figcaption>}
      <CodeBlock><code data-language={language}>{children}</code></CodeBlock>
    </figure>
  );
}
