'use client';

import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BEFORE_MINUTES, type BeforeMinutes } from '@/lib/calendar/alarm-minutes';
import type { PushState } from '../push';
import type { Reminder } from '../schema';
import styles from './reminders.module.css';

/** The calendar's filters a push rule carries (docs/design.md, "Delivery"), in this order. */
const FILTERS = ['importance', 'country', 'category', 'currency', 'watch', 'q'] as const;

type Scope = 'view' | 'reminders' | 'high';
type Phase = { state: 'unknown' | 'off' | 'on' | 'busy' | 'unsupported' | 'denied'; push?: PushState };

/** The current page's calendar filters as a rule's query string ('' when it has none). */
function viewFilter(params: URLSearchParams | null): string {
  const out = new URLSearchParams();
  for (const name of FILTERS) for (const v of params?.getAll(name) ?? []) if (v) out.append(name, v);
  return out.toString();
}

const watchFilter = (reminders: Reminder[]) => (reminders.length ? `watch=${[...new Set(reminders.map((r) => r.indicatorId))].join(',')}` : '');

/**
 * "Also when Macrodesk is closed": Web Push reminders of the releases the
 * reader follows — the current calendar view's filters when the page has
 * some (what a trader looking at "US, high importance" wants told), else the
 * indicators of the browser reminders, else every high-importance release —
 * so many minutes before, and when the actual is out. Shown only when the
 * server can push (an archive and a contact: docs/operations.md, "Web Push").
 */
export function PushSection({ locale, tz, reminders, defaultMinutes }: { locale: string; tz: string; reminders: Reminder[]; defaultMinutes: number }) {
  const t = useTranslations('Reminders');
  const params = useSearchParams();
  const view = viewFilter(params);
  const watch = watchFilter(reminders);
  const scopes: Scope[] = [...(view ? (['view'] as const) : []), ...(watch ? (['reminders'] as const) : []), 'high'];
  const [scope, setScope] = useState<Scope | null>(null);
  const chosen = scope && scopes.includes(scope) ? scope : scopes[0]!;
  const [before, setBefore] = useState<BeforeMinutes>((BEFORE_MINUTES as readonly number[]).includes(defaultMinutes) ? (defaultMinutes as BeforeMinutes) : 15);
  const [actual, setActual] = useState(true);
  const [phase, setPhase] = useState<Phase>({ state: 'unknown' });
  const [note, setNote] = useState('');

  useEffect(() => {
    let live = true;
    void import('../push').then(async (p) => {
      if (!p.pushSupported()) return live && setPhase({ state: 'unsupported' });
      if (Notification.permission === 'denied') return live && setPhase({ state: 'denied' });
      const push = await p.currentPush().catch(() => null);
      if (live) setPhase(push ? { state: 'on', push } : { state: 'off' });
    });
    return () => {
      live = false;
    };
  }, []);

  const label = (s: Scope) =>
    s === 'view' ? t('pushScopeView', { filters: view.replace(/&/g, ' · ') }) : s === 'reminders' ? t('pushScopeReminders', { count: new Set(reminders.map((r) => r.indicatorId)).size }) : t('pushScopeHigh');

  async function act(work: (p: typeof import('../push')) => Promise<void>) {
    const was = phase;
    setPhase({ ...phase, state: 'busy' });
    setNote(t('pushWorking'));
    const p = await import('../push');
    try {
      await work(p);
    } catch (error) {
      const e = error as InstanceType<typeof p.PushError>;
      if (e?.problem === 'denied' || e?.problem === 'unsupported') {
        setPhase({ state: e.problem });
        setNote('');
        return;
      }
      setPhase(was);
      setNote(t('pushFailed', { reason: e?.reason || String(e?.message ?? error) }));
    }
  }

  const turnOn = () =>
    act(async (p) => {
      const filter = chosen === 'view' ? view : chosen === 'reminders' ? watch : 'importance=3';
      const summary = [label(chosen), t('pushBeforeOption', { minutes: before }), ...(actual ? [t('pushActual')] : [])].join(' · ');
      const push = await p.turnPushOn({ locale, timeZone: tz, rules: [{ filter, before: [before], actual }], summary });
      setPhase({ state: 'on', push });
      setNote('');
    });
  const turnOff = () =>
    act(async (p) => {
      await p.turnPushOff();
      setPhase({ state: 'off' });
      setNote(t('pushTurnedOff'));
    });
  const test = () =>
    act(async (p) => {
      await p.sendPushTest(phase.push!);
      setPhase(phase);
      setNote(t('pushTestSent'));
    });

  const busy = phase.state === 'busy';
  const on = phase.state === 'on' || (busy && !!phase.push);
  return (
    <fieldset className={styles.push} data-testid="push-section" data-state={phase.state}>
      <legend>{t('pushHeading')}</legend>
      {phase.state === 'unsupported' ? <p>{t('pushUnsupported')}</p> : null}
      {phase.state === 'denied' ? <p data-testid="push-denied">{t('pushDenied')}</p> : null}
      {on && phase.push ? (
        <>
          <p data-testid="push-status">{t('pushIsOn', { summary: phase.push.summary })}</p>
          <p className={styles.actions}>
            <button type="button" onClick={test} disabled={busy} data-testid="push-test">
              {t('pushTest')}
            </button>
            <button type="button" onClick={turnOff} disabled={busy} data-testid="push-off">
              {t('pushTurnOff')}
            </button>
          </p>
        </>
      ) : null}
      {phase.state === 'off' || phase.state === 'unknown' || (busy && !phase.push) ? (
        <>
          <p>
            <label>
              {t('pushScope')}{' '}
              <select className={styles.scope} value={chosen} onChange={(e) => setScope(e.target.value as Scope)} data-testid="push-scope">
                {scopes.map((s) => (
                  <option key={s} value={s}>
                    {label(s)}
                  </option>
                ))}
              </select>
            </label>
          </p>
          <p>
            <label>
              {t('pushBefore')}{' '}
              <select value={before} onChange={(e) => setBefore(Number(e.target.value) as BeforeMinutes)} data-testid="push-before">
                {BEFORE_MINUTES.map((m) => (
                  <option key={m} value={m}>
                    {t('pushBeforeOption', { minutes: m })}
                  </option>
                ))}
              </select>
            </label>
          </p>
          <p>
            <label>
              <input type="checkbox" checked={actual} onChange={(e) => setActual(e.target.checked)} data-testid="push-actual" /> {t('pushActual')}
            </label>
          </p>
          <p className={styles.actions}>
            <button type="button" onClick={turnOn} disabled={busy || phase.state === 'unknown'} data-testid="push-on">
              {t('pushTurnOn')}
            </button>
          </p>
        </>
      ) : null}
      <p className={styles.meta}>{t('pushZone', { zone: tz })}</p>
      <p className={styles.meta} role="status" data-testid="push-note">
        {note}
      </p>
    </fieldset>
  );
}
