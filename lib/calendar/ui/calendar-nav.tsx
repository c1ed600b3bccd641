import { useTranslations } from 'next-intl';
import { AppLink } from '@/lib/i18n/app-link';
import { isoWeekOf, monthOf } from '@/lib/time/iso-week';
import { readerHref } from '@/lib/reader/link';
import type { ViewContext } from '../links';
import type { CalendarView } from '../params';
import styles from './calendar.module.css';

const VIEWS: { view: CalendarView; path: string; legacyOnly?: boolean }[] = [
  { view: 'day', path: '/calendar' },
  { view: 'week', path: '/calendar/week' },
  { view: 'month', path: '/calendar/month' },
  { view: 'events', path: '/calendar/events' },
  // usaData exists only in the legacy family (docs/upstream.md section A): hidden when it is off.
  { view: 'us', path: '/calendar/us', legacyOnly: true },
];

/** Every indicator, whatever day it is released (app/[locale]/indicators). */
const DIRECTORY = { key: 'indicators', path: '/indicators' } as const;

/** The period of each view that holds a day the reader is on. */
function periodOf(view: CalendarView, at: string | null): Record<string, string> {
  if (!at) return {};
  if (view === 'day') return { date: at };
  if (view === 'week') return { week: isoWeekOf(at) };
  if (view === 'month') return { month: monthOf(at) };
  return {};
}

/**
 * Sub-navigation between the calendar views; filters travel along, the `tz`
 * too, and the day the reader is on (`at`): the week tab opens its ISO week,
 * the month tab its month, the day tab the day.
 */
export function CalendarNav({
  current,
  ctx,
  legacy,
  keep = {},
  at = null,
}: {
  current: CalendarView | 'indicators' | null;
  ctx: ViewContext;
  legacy: boolean;
  keep?: Record<string, string>;
  at?: string | null;
}) {
  const t = useTranslations('Calendar');
  return (
    <nav className={styles.subnav} aria-label={t('navLabel')}>
      <ul>
        {VIEWS.filter((v) => legacy || !v.legacyOnly).map((v) => (
          <li key={v.view}>
            <AppLink href={readerHref(v.path, v.view === 'us' || v.view === 'events' ? {} : { ...periodOf(v.view, at), ...keep }, ctx)} aria-current={v.view === current ? 'page' : undefined}>
              {t(`nav.${v.view}`)}
            </AppLink>
          </li>
        ))}
        <li>
          <AppLink href={readerHref(DIRECTORY.path, {}, ctx)} aria-current={current === DIRECTORY.key ? 'page' : undefined}>
            {t(`nav.${DIRECTORY.key}`)}
          </AppLink>
        </li>
      </ul>
    </nav>
  );
}
