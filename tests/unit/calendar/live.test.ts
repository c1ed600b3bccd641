import { describe, expect, it } from 'vitest';
import { mergeReleases, currentEntry, DUE_MS, upcomingReleases, nextPollDelay, OVERDUE_LIMIT_MS, POLL_MS, RECHECK_MS } from '@/lib/calendar/live';
import { release } from '../support/calendar-fixtures';

const now = Date.parse('2026-11-06T13:30:10.000Z');

describe('live polling', () => {
  it('polls every few seconds while a pending release is due', () => {
    expect(nextPollDelay([release({ publishedAt: '2026-11-06T13:30:00.000Z' })], now)).toBe(POLL_MS);
  });

  it('re-reads a coming release every RECHECK_MS (it may be rescheduled), or at its time when that is sooner', () => {
    expect(nextPollDelay([release({ publishedAt: '2026-11-06T14:00:00.000Z' })], now)).toBe(RECHECK_MS);
    expect(nextPollDelay([release({ publishedAt: '2026-11-06T13:30:15.000Z' })], now)).toBe(5_000 + 500);
  });

  it('does not poll when everything is released or long overdue', () => {
    expect(nextPollDelay([release({ released: true, actual: '1', publishedAt: '2026-11-06T13:30:00.000Z' })], now)).toBe(0);
    expect(nextPollDelay([release({ publishedAt: new Date(now - OVERDUE_LIMIT_MS - 1).toISOString() })], now)).toBe(0);
    expect(nextPollDelay([], now)).toBe(0);
  });

  it('merges fresh rows by id and indicator, moved times included, and keeps the others', () => {
    const rows = [release({ id: 'a' }), release({ id: 'b' }), release({ id: 'b', indicatorId: 'other' })];
    const moved = '2026-11-06T13:29:00.000Z';
    const merged = mergeReleases(rows, [release({ id: 'b', actual: '9', released: true, publishedAt: moved })]);
    expect(merged.map((r) => [r.id, r.indicatorId, r.actual, r.publishedAt])).toEqual([
      ['a', '100', null, '2026-11-06T13:30:00.000Z'], ['b', '100', '9', moved], ['b', 'other', null, '2026-11-06T13:30:00.000Z'],
    ]);
  });

  it('the countdown targets the next pending high-importance release', () => {
    const rows = [
      release({ id: 'past', publishedAt: '2026-11-06T13:00:00.000Z' }),
      release({ id: 'low', importance: 1, publishedAt: '2026-11-06T14:00:00.000Z' }),
      release({ id: 'late', publishedAt: '2026-11-06T16:00:00.000Z' }),
      release({ id: 'soon', publishedAt: '2026-11-06T15:00:00.000Z' }),
    ];
    expect(upcomingReleases(rows, [], now).map((r) => r.id)).toEqual(['soon', 'late']);
  });

  it('follows the chosen importances and keeps a just-due release for a minute only', () => {
    const rows = [
      release({ id: 'due', importance: 2, publishedAt: new Date(now - 30_000).toISOString() }),
      release({ id: 'gone', importance: 2, publishedAt: new Date(now - DUE_MS - 1).toISOString() }),
      release({ id: 'low', importance: 1, publishedAt: '2026-11-06T14:00:00.000Z' }),
      release({ id: 'high', importance: 3, publishedAt: '2026-11-06T16:00:00.000Z' }),
      release({ id: 'done', importance: 2, released: true, publishedAt: '2026-11-06T17:00:00.000Z' }),
    ];
    expect(upcomingReleases(rows, [2], now).map((r) => r.id)).toEqual(['due']);
    expect(upcomingReleases(rows, [1, 2], now).map((r) => r.id)).toEqual(['due', 'low']);
    const entries = upcomingReleases(rows, [1, 2, 3], now).map((r) => ({ at: r.publishedAt, id: r.id }));
    expect(currentEntry(entries, now)?.id).toBe('due');
    // Once the minute has passed, the countdown moves on instead of staying at "due now".
    expect(currentEntry(entries, now + 31_000)?.id).toBe('low');
  });
});
