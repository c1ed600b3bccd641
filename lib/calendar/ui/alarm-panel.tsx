'use client';

import { useId, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { ALARM_MINUTES } from '../alarm-minutes';
import styles from './calendar.module.css';

/** `alarm=MINUTES` added to an export link (none: the link as it was). */
export function withAlarm(href: string, alarm: number | null): string {
  if (alarm === null) return href;
  const [path, search = ''] = href.split('?');
  const params = new URLSearchParams(search);
  params.set('alarm', String(alarm));
  return `${path}?${params}`;
}

/**
 * The .ics download and webcal:// links with the reminder select. Without
 * JavaScript the select sits in a GET form that reloads the page with
 * `alarm`; with it, choosing rewrites both links at once and the button goes.
 */
export function AlarmPanel({
  action,
  initial,
  ics,
  webcal,
  labels,
  hidden,
}: {
  action: string;
  initial: number | null;
  ics: string;
  webcal: string;
  labels: { ics: string; subscribe: string; alarm: string; none: string; apply: string; options: string[] };
  hidden: ReactNode;
}) {
  const [alarm, setAlarm] = useState(initial);
  const live = useHydrated();
  const id = useId();
  return (
    <>
      <a href={withAlarm(ics, alarm)} download data-testid="export-ics">
        {labels.ics}
      </a>
      <a href={withAlarm(webcal, alarm)} data-testid="subscribe">
        {labels.subscribe}
      </a>
      <form method="get" action={action} className={styles.alarmForm} data-testid="alarm-form">
        {hidden}
        <label htmlFor={id} className={styles.alarmLabel}>
          {labels.alarm}
        </label>{' '}
        <select id={id} name="alarm" value={alarm ?? ''} onChange={(e) => setAlarm(e.target.value ? Number(e.target.value) : null)} data-testid="alarm-select">
          <option value="">{labels.none}</option>
          {ALARM_MINUTES.map((m, i) => (
            <option key={m} value={m}>
              {labels.options[i]}
            </option>
          ))}
        </select>{' '}
        <button type="submit" hidden={live}>
          {labels.apply}
        </button>
      </form>
    </>
  );
}
