import { useT } from './hooks.ts';

/** Docusaurus' "Edit this page" link under a doc or post, when the site config has `editUrl`. */
export function EditThisPage({ href }: { href: string }) {
  const t = useT();
  return (
    <a className="edit-this-page" href={href} target="_blank" rel="noopener noreferrer">
      <svg viewBox="0 0 40 40" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="m34.5 11.7-3 3.1-6.3-6.3 3.1-3q.5-.5 1.2-.5t1.1.5l3.9 3.9q.5.4.5 1.1t-.5 1.2zM5 28.8l18.4-18.4 6.3 6.3L11.3 35H5v-6.2z" /></svg>
      {t('doc.editThisPage')}
    </a>
  );
}
