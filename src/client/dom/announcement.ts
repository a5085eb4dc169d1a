import { ANNOUNCEMENT_STORAGE_KEY } from '../../shared/boot-script.ts';

export function dismissedAnnouncement(): string | null {
  try {
    return localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Hides the bar at once (CSS keys on the attribute) and remembers it by id, so a new one shows again. */
export function dismissAnnouncement(id: string): void {
  document.documentElement.setAttribute('data-announcement-dismissed', '');
  try {
    localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, id);
  } catch {
    // Closed for this page view only.
  }
}
