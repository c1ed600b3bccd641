import { describe, expect, it } from 'vitest';
import { refreshMinutes, REFRESH_EVENTS_MIN, REFRESH_FLOOR_MIN, REFRESH_LIVE_MAX_MIN, REFRESH_PAST_MIN } from '@/lib/calendar/refresh';

const now = Date.parse('2026-11-18T06:00:00Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const base = { today: '2026-11-18', now, kind: 'releases' as const };

describe('refresh hints per view', () => {
  it('a past day (everything released) re-fetches daily', () => {
    expect(refreshMinutes({ ...base, lastDay: '2026-11-17', items: [{ at: at(-1500), pending: false }] })).toBe(REFRESH_PAST_MIN);
    expect(refreshMinutes({ ...base, lastDay: '2026-11-10', items: [] })).toBe(REFRESH_PAST_MIN);
  });

  it('a past view still waiting for an actual keeps re-fetching often', () => {
    expect(refreshMinutes({ ...base, lastDay: '2026-11-17', items: [{ at: at(-30), pending: true }] })).toBe(REFRESH_FLOOR_MIN);
  });

  it('a due release: every few minutes until its actual arrives', () => {
    expect(refreshMinutes({ ...base, lastDay: '2026-11-18', items: [{ at: at(-2), pending: true }, { at: at(120), pending: true }] })).toBe(REFRESH_FLOOR_MIN);
  });

  it('a coming release: just after its time, between the floor and an hour', () => {
    expect(refreshMinutes({ ...base, lastDay: null, items: [{ at: at(20), pending: true }, { at: at(200), pending: true }] })).toBe(21);
    expect(refreshMinutes({ ...base, lastDay: null, items: [{ at: at(1), pending: true }] })).toBe(REFRESH_FLOOR_MIN);
    expect(refreshMinutes({ ...base, lastDay: '2026-11-25', items: [{ at: at(600), pending: true }] })).toBe(REFRESH_LIVE_MAX_MIN);
  });

  it('a release overdue for hours is no longer waited for', () => {
    expect(refreshMinutes({ ...base, lastDay: '2026-11-17', items: [{ at: at(-400), pending: true }] })).toBe(REFRESH_PAST_MIN);
    expect(refreshMinutes({ ...base, lastDay: null, items: [{ at: at(-400), pending: true }] })).toBe(REFRESH_LIVE_MAX_MIN);
  });

  it('holidays and events follow the events cache', () => {
    expect(refreshMinutes({ ...base, kind: 'events', lastDay: '2026-11-18', items: [{ at: at(60), pending: false }] })).toBe(REFRESH_EVENTS_MIN);
    expect(refreshMinutes({ ...base, kind: 'events', lastDay: '2026-11-01', items: [{ at: at(-9000), pending: false }] })).toBe(REFRESH_PAST_MIN);
  });
});
