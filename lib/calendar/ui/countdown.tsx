'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './calendar.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2 · 03:04:05` (days, then a clock): readable in every locale. */
function remaining(ms: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(s / 86400), clock: `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` };
}

/** Time left until the next high-importance release, ticking every second. */
export function Countdown({ at, label, time }: { at: string; label: string; time: string }) {
  const t = useTranslations('Calendar');
  const target = Date.parse(at);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = target - now;
  const r = remaining(left);
  return (
    <p className={styles.countdown} data-testid="countdown">
      <span className={styles.countdownLabel}>{t('countdown.label')}</span>{' '}
      <strong>{label}</strong> <time dateTime={at}>{time}</time>{' '}
      {/* The server's clock and the browser's differ by the render time: the text is expected to differ. */}
      <span className={styles.countdownLeft} suppressHydrationWarning role="timer" aria-live="off">
        {left > 0 ? t('countdown.left', r) : t('countdown.due')}
      </span>
    </p>
  );
}
