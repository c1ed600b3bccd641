/**
 * The reminder lead times offered everywhere (`alarm=` on .ics exports and
 * subscribe links, the browser reminders). No schema library here: browser
 * code reads this list too.
 */
export const ALARM_MINUTES = [5, 10, 15, 30, 60] as const;
export type AlarmMinutes = (typeof ALARM_MINUTES)[number];

export const isAlarmMinutes = (n: unknown): n is AlarmMinutes => typeof n === 'number' && (ALARM_MINUTES as readonly number[]).includes(n);

/**
 * A delivery rule's `before` (docs/design.md, "Delivery"): minutes ahead of a
 * scheduled release, 0 its very minute. Push reminders offer these; the
 * server's rules (lib/delivery/rules.ts) check them.
 */
export const BEFORE_MINUTES = [0, 5, 15, 30, 60] as const;
export type BeforeMinutes = (typeof BEFORE_MINUTES)[number];
