'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ALARM_MINUTES, type AlarmMinutes } from '@/lib/calendar/alarm-minutes';
import { readerUrl, type ReaderState } from '@/lib/reader/link';
import { formatInstant } from '@/lib/time/format';
import { reminderKey } from '../schema';
import { removeReminder, setMinutes, useMinutes, useReminders } from '../store';
import { PushSection } from './push-section';
import { useReminderRunner } from './runner';
import styles from './reminders.module.css';

type Permission = 'granted' | 'default' | 'denied' | 'unsupported' | null;

/**
 * The "Reminders" panel of the site header: the browser's reminders, each
 * removable, the minutes for new ones, and whether notifications can show.
 * It also runs them (useReminderRunner) on every page that has a header.
 * With `push` (the server can push: docs/operations.md, "Web Push") it
 * offers them also when Macrodesk is closed (PushSection).
 */
export function RemindersPanel({ locale, tz, state, push }: { locale: string; tz: string; state: ReaderState; push: boolean }) {
  const t = useTranslations('Reminders');
  const reminders = useReminders();
  const minutes = useMinutes();
  const [permission, setPermission] = useState<Permission>(null);
  useReminderRunner(reminders, tz);
  useEffect(() => {
    const read = () => setPermission('Notification' in window ? Notification.permission : 'unsupported');
    read();
    // The bell asks for permission: read it again whenever the list changes.
  }, [reminders]);
  return (
    <details className={styles.panel} data-testid="reminders-panel">
      <summary>{t('summary', { count: reminders.length })}</summary>
      <div className={styles.body}>
        <p className={styles.heading}>{t('heading')}</p>
        {reminders.length ? (
          <ul className={styles.list} data-testid="reminders-list">
            {reminders.map((r) => (
              <li key={reminderKey(r)} data-testid="reminder" data-kind={r.kind}>
                <a href={readerUrl(locale, `/indicators/${encodeURIComponent(r.indicatorId)}`, {}, state)}>{r.title}</a>
                <span className={styles.meta}>
                  {r.kind === 'release' ? <time dateTime={r.at}>{formatInstant(r.at, locale, tz, 'shortDateTime')}</time> : t('every')}
                  {' · '}
                  {t('minutesOption', { minutes: r.minutes })}
                </span>
                <button type="button" onClick={() => removeReminder(reminderKey(r))} aria-label={t('removeLabel', { title: r.title })}>
                  {t('remove')}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('empty')}</p>
        )}
        <p>
          <label>
            {t('minutesLabel')}{' '}
            <select value={minutes ?? 5} onChange={(e) => setMinutes(Number(e.target.value) as AlarmMinutes)} data-testid="reminder-minutes">
              {ALARM_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {t('minutesOption', { minutes: m })}
                </option>
              ))}
            </select>
          </label>
        </p>
        <p className={styles.meta}>{permission === 'denied' || permission === 'unsupported' ? t('offNote') : t('openNote')}</p>
        {push ? <PushSection locale={locale} tz={tz} reminders={reminders} defaultMinutes={minutes ?? 5} /> : null}
      </div>
    </details>
  );
}
