import { describe, expect, it } from 'vitest';

const fresh = await import('@/lib/upstream/freshness');

// The fault matrix (tests/e2e/fault-matrix.faults.spec.ts) showed a past day answered
// empty by a failing upstream kept for a whole day; an empty list now heals within a minute.
describe('empty lists', () => {
  const now = Date.UTC(2026, 10, 20, 4);

  it('keeps an empty past day for a minute, a full one for a day', () => {
    expect(fresh.releases([], now, fresh.DAY).ttlMs).toBe(fresh.EMPTY_LIST_TTL);
    const released = { released: true, publishedAt: '2026-11-01T00:00:00.000Z' } as never;
    expect(fresh.releases([released], now, fresh.DAY).ttlMs).toBe(fresh.DAY);
  });

  it('never keeps an empty list longer than its usual time', () => {
    expect(fresh.releases([], now, 5 * fresh.SECOND).ttlMs).toBe(5 * fresh.SECOND);
  });
});
