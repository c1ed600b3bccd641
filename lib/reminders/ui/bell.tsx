'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { addReminder, getMinutes, removeReminder, useReminders } from '../store';
import { reminderKey, type Reminder } from '../schema';
import styles from './reminders.module.css';

export type BellTarget = { kind: 'release'; id: string; indicatorId: string; at: string; title: string } | { kind: 'indicator'; indicatorId: string; title: string };

type Problem = 'denied' | 'unsupported' | null;

/** Asks for notification permission (only now, after the reader's click). */
async function permission(): Promise<Exclude<Problem, null> | 'granted'> {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  let p = Notification.permission;
  if (p === 'default') {
    try {
      p = await Notification.requestPermission();
    } catch {
      return 'unsupported';
    }
  }
  return p === 'granted' ? 'granted' : 'denied';
}

/**
 * The opt-in bell: on a pending release row (that release) or on an indicator
 * page (every release of it). A press toggles the reminder; setting one asks
 * for notification permission first, and when that is refused or impossible
 * the bell says so and offers the .ics way (`icsHref`, with a VALARM).
 */
export function ReminderBell({ target, icsHref, text }: { target: BellTarget; icsHref: string; text?: string }) {
  const t = useTranslations('Reminders');
  const reminders = useReminders();
  const [problem, setProblem] = useState<Problem>(null);
  const probe = { ...target, minutes: 5 } as Reminder;
  const key = reminderKey(probe);
  const on = reminders.some((r) => reminderKey(r) === key);
  const label = target.kind === 'release' ? t('bell', { title: target.title }) : undefined;
  async function toggle() {
    if (on) {
      removeReminder(key);
      return;
    }
    const p = await permission();
    if (p !== 'granted') {
      setProblem(p);
      return;
    }
    setProblem(null);
    if (!addReminder({ ...target, minutes: getMinutes() } as Reminder)) setProblem('unsupported');
  }
  const alarmed = `${icsHref}&alarm=${getMinutesSafe()}`;
  return (
    <span className={styles.bellBox} data-kind={target.kind}>
      <button type="button" className={styles.bell} aria-pressed={on} aria-label={label} title={label} onClick={toggle} data-testid="reminder-bell" data-on={on || undefined}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M8 1.5a4 4 0 0 0-4 4v2.6L2.6 11h10.8L12 8.1V5.5a4 4 0 0 0-4-4ZM6.3 12.5a1.8 1.8 0 0 0 3.4 0Z" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
        </svg>
        {text ? <span>{text}</span> : null}
      </button>
      {problem ? (
        <span className={styles.problem} role="status" data-testid="reminder-problem" data-problem={problem}>
          {t(problem)} <a href={alarmed}>{t('icsWay')}</a>
        </span>
      ) : null}
    </span>
  );
}

/** The reader's minutes for the .ics link (5 before the page has read the storage). */
function getMinutesSafe(): number {
  return typeof window === 'undefined' ? 5 : getMinutes();
}
