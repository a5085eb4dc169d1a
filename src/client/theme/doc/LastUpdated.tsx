import { formatDate } from '../../../shared/format-date.ts';
import { useLocale, useT } from '../hooks.ts';

export function LastUpdated({ date }: { date: string }) {
  const t = useT();
  const locale = useLocale();
  const [before, after] = t('doc.lastUpdated').split('{date}');
  return (
    <p className="last-updated">
      {before}<time dateTime={date}>{formatDate(date, locale)}</time>{after}
    </p>
  );
}
