import { useTranslations } from 'next-intl';
import { formatInstant } from '@/lib/time/format';

/** Said when a widget shows a stale copy because the upstream failed (stale-if-error). */
export function StaleNote({ fetchedAt, tz, locale }: { fetchedAt: number; tz: string; locale: string }) {
  const t = useTranslations('Common');
  const iso = new Date(fetchedAt).toISOString();
  return (
    <p className="stale-note" role="status">
      {t.rich('staleNote', {
        time: formatInstant(fetchedAt, locale, tz, 'shortDateTime'),
        when: (chunks) => <time dateTime={iso}>{chunks}</time>,
      })}
    </p>
  );
}
