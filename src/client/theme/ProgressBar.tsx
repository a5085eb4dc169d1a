import { useLayoutEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from './hooks.ts';

/** Fast navigations show nothing; only one that takes longer than this gets a bar. */
export const PROGRESS_DELAY_MS = 200;

export function ProgressBar() {
  const loading = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  const t = useT();
  // A layout effect: the delay starts with the commit that shows the navigation began, not a task later.
  useLayoutEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return <div className="progress-bar" role="progressbar" aria-label={t('progress.label')} />;
}
