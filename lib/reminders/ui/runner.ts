'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatInstant } from '@/lib/time/format';
import { actualKey, dueActual, dueBefore } from '../due';
import { knownReleases, releasesVersion, subscribeReleases, takeFlipped } from '../registry';
import { claimOnce, firedNow } from '../store';
import type { Reminder } from '../schema';

/** The longest single wait; the runner then looks again (setTimeout holds ~24.8 days at most). */
const MAX_WAIT_MS = 6 * 3600_000;

function show(key: string, text: { title: string; body: string }, lang: string) {
  try {
    new Notification(text.title, { body: text.body, tag: key, lang });
  } catch {
    // Some browsers only notify through a service worker: nothing to show here.
  }
}

/**
 * Fires the reminders while a page is open: a timer to the next "before"
 * alert, and the flips the page's calendar live poller reports. No requests
 * of its own. Each alert is claimed once across tabs (claimOnce), so several
 * open tabs show one notification.
 */
export function useReminderRunner(reminders: Reminder[], tz: string) {
  const t = useTranslations('Reminders');
  const locale = useLocale();
  const version = useSyncExternalStore(subscribeReleases, releasesVersion, () => 0);
  useEffect(() => {
    if (!reminders.length || typeof window === 'undefined' || !('Notification' in window)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const run = async () => {
      if (cancelled) return;
      const flips = takeFlipped();
      if (Notification.permission !== 'granted') return;
      const now = Date.now();
      const fired = firedNow();
      const { due, nextAt } = dueBefore(reminders, knownReleases(), now, fired);
      const actuals = dueActual(reminders, flips, fired);
      // A notification's words (an actual's outcome, units, assets) are fetched only when one is due:
      // the header carries the runner on every page (docs/performance.md, "First-load JavaScript").
      // (Not claimed when they could not be fetched, offline say: the next look tries again.)
      const words = due.length || actuals.length ? await import('../words').catch(() => null) : null;
      for (const a of words ? due : []) {
        const time = formatInstant(a.release.publishedAt, locale, tz, 'time');
        if (await claimOnce(a.key)) show(a.key, words!.beforeText(a.release, a.minutes, time, t), locale);
      }
      for (const r of words ? actuals : []) {
        const key = actualKey(r);
        if (await claimOnce(key)) show(key, words!.actualText(r, locale, t), locale);
      }
      if (nextAt !== null && !cancelled) timer = setTimeout(run, Math.min(Math.max(nextAt - Date.now(), 0) + 50, MAX_WAIT_MS));
    };
    void run();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [reminders, version, tz, locale, t]);
}
