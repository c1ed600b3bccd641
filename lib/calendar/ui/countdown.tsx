'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { currentEntry } from '../live';
import styles from './calendar.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2 · 03:04:05` (days, then a clock): readable in every locale. */
function remaining(ms: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(s / 86400), clock: `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` };
}

export interface CountdownEntry {
  at: string;
  label: string;
  /** The release time, formatted on the server in the reader's zone. */
  time: string;
}

/**
 * Time left until the next release of the chosen importances, ticking every
 * second. A release stays "due now" for a minute, then the countdown moves on
 * to the next entry; with none left it disappears.
 */
export function Countdown({ entries, heading }: { entries: CountdownEntry[]; heading: string }) {
  const t = useTranslations('Calendar');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const entry = currentEntry(entries, now);
  if (!entry) return null;
  const left = Date.parse(entry.at) - now;
  return (
    <p className={styles.countdown} data-testid="countdown">
      <span className={styles.countdownLabel}>{heading}</span> <strong>{entry.label}</strong> <time dateTime={entry.at}>{entry.time}</time>{' '}
      {/* The server's clock and the browser's differ by the render time: the text is expected to differ. */}
      <span className={styles.countdownLeft} suppressHydrationWarning role="timer" aria-live="off">
        {left > 0 ? t('countdown.left', remaining(left)) : t('countdown.due')}
      </span>
    </p>
  );
}
