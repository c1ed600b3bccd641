import { describe, expect, it } from 'vitest';
import { mergeReleases, currentEntry, DUE_MS, upcomingReleases, nextPollDelay, OVERDUE_LIMIT_MS, POLL_MS } from '@/lib/calendar/live';
import { release } from './fixtures';

const now = Date.parse('2026-11-06T13:30:10.000Z');

describe('live polling', () => {
  it('polls every few seconds while a pending release is due', () => {
    expect(nextPollDelay([release({ publishedAt: '2026-11-06T13:30:00.000Z' })], now)).toBe(POLL_MS);
  });

  it('waits for the next pending release instead of polling', () => {
    const delay = nextPollDelay([release({ publishedAt: '2026-11-06T14:00:00.000Z' })], now);
    expect(delay).toBe(30 * 60_000 - 10_000 + 500);
  });

  it('does not poll when everything is released or long overdue', () => {
    expect(nextPollDelay([release({ released: true, actual: '1', publishedAt: '2026-11-06T13:30:00.000Z' })], now)).toBe(0);
    expect(nextPollDelay([release({ publishedAt: new Date(now - OVERDUE_LIMIT_MS - 1).toISOString() })], now)).toBe(0);
    expect(nextPollDelay([], now)).toBe(0);
  });

  it('merges fresh rows by id and keeps the others', () => {
    const rows = [release({ id: 'a' }), release({ id: 'b' })];
    const merged = mergeReleases(rows, [release({ id: 'b', actual: '9', released: true })]);
    expect(merged.map((r) => [r.id, r.actual])).toEqual([['a', null], ['b', '9']]);
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
