import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Navbar } from './Navbar.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Footer } from './Footer.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { PROGRESS_LABEL_ATTR } from '../dom/progress.ts';
import { useT } from './hooks.ts';
import { useDocumentHead } from './use-document-head.ts';
import { useNavigationFocus } from './use-navigation-focus.ts';

export function Layout() {
  const t = useT();
  useDocumentHead();
  useNavigationFocus();
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <a className="skip-link" href="#main-content">{t('a11y.skipToContent')}</a>
      <ProgressBar />
      <AnnouncementBar />
      <Navbar />
      <div id="main-content" className="main-wrapper" tabIndex={-1} aria-busy={busy || undefined} {...{ [PROGRESS_LABEL_ATTR]: t('progress.label') }}>
        <Outlet />
      </div>
      <Footer />
      {/* Shown on scroll up and pressed through the page's delegated handlers (dom/back-to-top.ts), with or without React. */}
      <button type="button" className="back-to-top" aria-label={t('theme.backToTop')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M12 5.6 4.3 13.3l1.4 1.4L11 9.4V19h2V9.4l5.3 5.3 1.4-1.4z" /></svg>
      </button>
      <ScrollRestoration />
    </>
  );
}
