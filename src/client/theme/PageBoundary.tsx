import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ChunkLoadError, reloadOnce } from '../router/chunk-error.ts';
import { useT } from './hooks.ts';

/** Errors below the navbar: a chunk that failed to load, or a page that threw while rendering. */
export function PageBoundary() {
  const error = useRouteError();
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const chunkFailed = error instanceof ChunkLoadError;
  // Offline, a reload would show only the browser's offline page: the reader is told here, and the
  // page loads once the network is back.
  const offline = chunkFailed && navigator.onLine === false;
  useEffect(() => {
    if (!chunkFailed) return;
    if (!offline) {
      reloadOnce(window.location.href, sessionStorage, () => window.location.reload());
      return;
    }
    const online = () => window.location.reload();
    window.addEventListener('online', online, { once: true });
    return () => window.removeEventListener('online', online);
  }, [chunkFailed, offline, location.key]);
  if (chunkFailed) {
    return (
      <main className="container error-page" role="alert">
        <h1>{t('error.pageError')}</h1>
        <p>{t(offline ? 'error.offline' : 'error.pageErrorText')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>{t('error.retry')}</button>
      </main>
    );
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <main className="container error-page" role="alert">
      <h1>{t('error.crashed')}</h1>
      <pre className="error-page__details">{message}</pre>
      <button type="button" className="button" onClick={() => navigate(location, { replace: true })}>{t('error.tryAgain')}</button>
    </main>
  );
}
