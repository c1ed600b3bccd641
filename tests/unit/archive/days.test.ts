import { describe, expect, it } from 'vitest';
import { dayOutcome, emptyDayAccepted, recheckDelayMs, RECHECK_BACKOFF_MS } from '@/lib/archive/days';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

describe('days to check again', () => {
  it('an answer is whole only with records and none unreadable', () => {
    expect(dayOutcome(3, 0)).toBe('whole');
    expect(dayOutcome(0, 0)).toBe('empty');
    expect(dayOutcome(2, 1)).toBe('partial');
    // Every record unreadable is not an empty day.
    expect(dayOutcome(0, 4)).toBe('partial');
  });

  it('waits minutes, then hours, then days, settling at two days', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 40].map(recheckDelayMs)).toEqual([
      5 * MINUTE, 30 * MINUTE, 180 * MINUTE, 720 * MINUTE, DAY, 2 * DAY, 2 * DAY, 2 * DAY,
    ]);
    expect(recheckDelayMs(0)).toBe(RECHECK_BACKOFF_MS[0]);
  });

  it('accepts an empty day only after four re-asks spanning a week', () => {
    const since = Date.parse('2026-11-22T04:00:00Z');
    expect(emptyDayAccepted(5, since, since + 7 * DAY)).toBe(true);
    expect(emptyDayAccepted(4, since, since + 30 * DAY)).toBe(false);
    expect(emptyDayAccepted(12, since, since + 7 * DAY - 1)).toBe(false);
  });
});
