import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Navbar } from './Navbar.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Footer } from './Footer.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { useT } from './hooks.ts';
import { useDocumentHead } from './use-document-head.ts';
import { useNavigationFocus } from './use-navigation-focus.ts';

export function Layout() {
  const t = useT();
  useDocumentHead();
  const announced = useNavigationFocus();
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <a className="skip-link" href="#main-content">{t('a11y.skipToContent')}</a>
      <ProgressBar />
      <AnnouncementBar />
      <Navbar />
      <div id="main-content" className="main-wrapper" tabIndex={-1} aria-busy={busy || undefined}>
        <Outlet />
      </div>
      <Footer />
      <p className="sr-only" aria-live="polite" aria-atomic="true">{announced}</p>
      <ScrollRestoration />
    </>
  );
}
