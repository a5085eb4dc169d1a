import type { ComponentPropsWithoutRef } from 'react';
import { useT } from '../hooks.ts';

/**
 * Copies the code block next to a copy button. Works on the DOM alone, so a prerendered
 * article that was never rendered by React behaves the same (see ArticleBody).
 */
export function copyCode(button: HTMLButtonElement): void {
  const code = button.previousElementSibling?.querySelector('code') ?? button.previousElementSibling;
  const text = (code as HTMLElement | null)?.innerText ?? '';
  const done = () => {
    const idle = button.getAttribute('aria-label') ?? '';
    button.setAttribute('aria-label', button.dataset.copied ?? idle);
    button.textContent = '✓';
    setTimeout(() => { button.setAttribute('aria-label', idle); button.textContent = '⧉'; }, 1500);
  };
  navigator.clipboard?.writeText(text.replace(/\n$/, '')).then(done, () => undefined);
}

/** A highlighted block arrives as one HTML string (src/node/mdx/rehype-static-code.ts). */
type PreProps = ComponentPropsWithoutRef<'pre'> & { 'data-code-html'?: string };

export function CodeBlock({ 'data-code-html': html, ...props }: PreProps) {
  const t = useT();
  return (
    <div className="code-block">
      {html === undefined ? <pre {...props} /> : <pre {...props} dangerouslySetInnerHTML={{ __html: html }} />}
      <button type="button" className="code-block__copy" aria-label={t('code.copy')} title={t('code.copy')} data-copied={t('code.copied')} onClick={(e) => copyCode(e.currentTarget)}>
        ⧉
      </button>
    </div>
  );
}
