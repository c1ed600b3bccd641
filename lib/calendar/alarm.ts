import { z } from 'zod';
import { ALARM_MINUTES, isAlarmMinutes, type AlarmMinutes } from './alarm-minutes';
import type { Result } from '@/lib/result';

/**
 * `alarm=MINUTES` on an .ics export or subscribe link (docs/design.md URLs): each
 * entry then carries a VALARM that many minutes before it. The same list
 * serves the browser reminders (lib/reminders).
 */
export { ALARM_MINUTES, isAlarmMinutes, type AlarmMinutes };

/** The query value: exactly one of the listed numbers, written plainly ("05", "5.0" or "+5" are refused). */
export const zAlarm = z
  .string()
  .transform((v, ctx) => {
    const n = /^[1-9]\d{0,2}$/.test(v) ? Number(v) : NaN;
    if (isAlarmMinutes(n)) return n;
    ctx.addIssue({ code: 'custom', message: `must be one of ${ALARM_MINUTES.join(', ')} (minutes before each entry)` });
    return z.NEVER;
  })
  .meta({ description: `A reminder this many minutes before each entry (.ics only): ${ALARM_MINUTES.join(', ')}` });

/** A page's `alarm` parameter: absent or empty → none; otherwise valid or a problem for the page's notice. */
export function parseAlarm(raw: string | undefined): Result<AlarmMinutes | null> {
  if (raw === undefined || raw === '') return { ok: true, value: null };
  const r = zAlarm.safeParse(raw);
  return r.success ? { ok: true, value: r.data } : { ok: false };
}
