import { dayIn } from '@/lib/time/zones';
import { MAX_QUERY } from '@/lib/calendar/params';
import type { Release } from '@/lib/upstream/types';

/**
 * The .ics way, offered where browser notifications cannot show: the day of
 * the release (or the next 30 days of an indicator) narrowed to its title,
 * as an export the caller completes with `&alarm=N`.
 */
type Where = { locale: string; tz: string };

const ics = (params: Record<string, string>) => `/api/calendar/export?${new URLSearchParams({ ...params, format: 'ics' })}`;

/** A title as a reminder keeps it: plain text, no markup characters, bounded (lib/reminders/schema.ts). */
export const reminderTitle = (title: string) => title.replace(/[\u0000-\u001f\u007f<>]/g, ' ').trim().slice(0, 200) || '—';

export const releaseIcsHref = (r: Pick<Release, 'publishedAt' | 'title'>, w: Where) =>
  ics({ view: 'day', date: dayIn(new Date(r.publishedAt), w.tz), q: r.title.slice(0, MAX_QUERY), locale: w.locale, tz: w.tz });

export const indicatorIcsHref = (name: string, w: Where) => ics({ view: 'month', range: 'next', q: name.slice(0, MAX_QUERY), locale: w.locale, tz: w.tz });
