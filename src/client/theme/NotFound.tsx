import { useT } from './hooks.ts';

export function NotFound() {
  const t = useT();
  return (
    <main className="container not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text1')}</p>
      <p>{t('notFound.text2')}</p>
    </main>
  );
}
