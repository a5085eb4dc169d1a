import { useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useT } from '../hooks.ts';

export function CodeBlock(props: ComponentPropsWithoutRef<'pre'>) {
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const t = useT();
  const copy = async () => {
    const text = ref.current?.querySelector('code')?.innerText ?? ref.current?.innerText ?? '';
    try {
      await navigator.clipboard.writeText(text.replace(/\n$/, ''));
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="code-block">
      <pre ref={ref} {...props} />
      <button type="button" className="code-block__copy" aria-label={copied ? t('code.copied') : t('code.copy')} title={t('code.copy')} onClick={copy}>
        {copied ? '✓' : '⧉'}
      </button>
    </div>
  );
}
