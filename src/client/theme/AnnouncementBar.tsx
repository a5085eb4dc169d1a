import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import site from 'virtual:entix/site';
import { dismissAnnouncement, dismissedAnnouncement } from '../dom/announcement.ts';
import { localizeHref, localized } from '../../shared/locales.ts';
import { useLocale, useT } from './hooks.ts';


/**
 * The site announcement. A closed one stays closed (by id, so a new announcement shows again);
 * the boot script hides it before paint, this component drops it after mount.
 */
export function AnnouncementBar() {
  const t = useT();
  const locale = useLocale();
  const announcement = site.announcement;
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (announcement && dismissedAnnouncement() === announcement.id) setClosed(true);
  }, [announcement]);
  if (!announcement || closed) return null;
  const close = () => {
    setClosed(true);
    dismissAnnouncement(announcement.id);
  };
  return (
    <div className="announcement-bar" role="region" aria-label={t('announcement.label')}>
      <p className="announcement-bar__content">
        <Link to={localizeHref(announcement.href, locale)}>{localized(announcement.content, locale)}</Link>
      </p>
      <button type="button" className="announcement-bar__close" aria-label={t('announcement.close')} onClick={close}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true"><path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" /></svg>
      </button>
    </div>
  );
}
