import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { ViewContext } from '../links';
import { readerHref } from '@/lib/reader/link';
import styles from './calendar.module.css';

export type CalendarView = 'day' | 'week' | 'month' | 'events' | 'us';

const VIEWS: { view: CalendarView; path: string; legacyOnly?: boolean }[] = [
  { view: 'day', path: '/calendar' },
  { view: 'week', path: '/calendar/week' },
  { view: 'month', path: '/calendar/month' },
  { view: 'events', path: '/calendar/events' },
  // usaData exists only in the legacy family (upstream-api.md section A): hidden when it is off.
  { view: 'us', path: '/calendar/us', legacyOnly: true },
];

/** Sub-navigation between the calendar views; filters travel along, the `tz` too. */
export function CalendarNav({
  current,
  ctx,
  legacy,
  keep = {},
}: {
  current: CalendarView | null;
  ctx: ViewContext;
  legacy: boolean;
  keep?: Record<string, string>;
}) {
  const t = useTranslations('Calendar');
  return (
    <nav className={styles.subnav} aria-label={t('navLabel')}>
      <ul>
        {VIEWS.filter((v) => legacy || !v.legacyOnly).map((v) => (
          <li key={v.view}>
            <Link href={readerHref(v.path, v.view === 'us' || v.view === 'events' ? {} : keep, ctx)} aria-current={v.view === current ? 'page' : undefined}>
              {t(`nav.${v.view}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
