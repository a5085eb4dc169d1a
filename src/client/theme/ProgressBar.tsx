import { useLayoutEffect } from 'react';
import { useNavigation } from 'react-router';
import { startProgress } from '../dom/progress.ts';
import { useT } from './hooks.ts';

/** The router's navigations drive the one bar the page swap uses too (dom/progress.ts). */
export function ProgressBar(): null {
  const loading = useNavigation().state !== 'idle';
  const label = useT()('progress.label');
  // A layout effect: the delay starts with the commit that shows the navigation began, not a task later.
  useLayoutEffect(() => (loading ? startProgress(document, label) : undefined), [loading, label]);
  return null;
}
