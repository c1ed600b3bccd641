import { describe, expect, it } from 'vitest';
import { candles, DAY, dayTtl, HOUR, MINUTE, QUOTES, releases, SECOND } from '@/lib/upstream/freshness';
import type { Release } from '@/lib/upstream/types';
import { POLL_MS } from '@/lib/market/polling';

const now = Date.parse('2026-11-21T04:00:00Z'); // 12:00 in Shanghai
const release = (publishedAt: string, released: boolean) => ({ publishedAt, released }) as Release;

describe('freshness', () => {
  it('keeps quotes for at most one poll interval but over half of one, and candles a little longer', () => {
    // Over half: instances sharing the cache see each other's refresh as fresh (exactly one:
    // books out of phase share every refresh, tests/unit/upstream/cache-shared.test.ts). At most
    // one: a book's own refresh, due a poll interval after it stored its copy, finds it expired.
    expect(QUOTES.ttlMs).toBeGreaterThan(POLL_MS / 2);
    expect(QUOTES.ttlMs).toBeLessThanOrEqual(POLL_MS);
    expect(candles('min1').ttlMs).toBeLessThan(candles('day').ttlMs);
  });

  it('keeps past days a day, today 20 s (a pending release may be rescheduled), future days a few minutes (in the upstream zone)', () => {
    expect(dayTtl('2026-11-20', now, 'Asia/Shanghai')).toBe(DAY);
    expect(dayTtl('2026-11-21', now, 'Asia/Shanghai')).toBe(20 * SECOND);
    expect(dayTtl('2026-11-22', now, 'Asia/Shanghai')).toBe(5 * MINUTE);
    // 03:00 UTC is still the 20th in New York, two hours before the 21st begins there.
    expect(dayTtl('2026-11-21', now - HOUR, 'America/New_York')).toBe(5 * MINUTE);
    // At 04:00 UTC the 21st begins within the hour in New York (23:00 there).
    expect(dayTtl('2026-11-21', now, 'America/New_York')).toBe(20 * SECOND);
  });

  it('reads the next day as often as today in the last hour before it begins', () => {
    const lateEvening = Date.parse('2026-11-21T15:05:00Z'); // 23:05 in Shanghai
    expect(dayTtl('2026-11-22', lateEvening, 'Asia/Shanghai')).toBe(20 * SECOND);
    expect(dayTtl('2026-11-23', lateEvening, 'Asia/Shanghai')).toBe(5 * MINUTE);
    expect(dayTtl('2026-11-22', Date.parse('2026-11-21T14:59:00Z'), 'Asia/Shanghai')).toBe(5 * MINUTE);
    expect(dayTtl('2026-11-21', lateEvening, 'Asia/Shanghai')).toBe(20 * SECOND);
  });

  it('re-polls a due pending release every few seconds until it flips, most often in its first two minutes', () => {
    expect(releases([release('2026-11-21T03:59:00Z', false)], now, HOUR).ttlMs).toBe(2 * SECOND);
    expect(releases([release('2026-11-21T03:55:00Z', false)], now, HOUR).ttlMs).toBe(5 * SECOND);
    expect(releases([release('2026-11-21T03:59:00Z', true)], now, HOUR).ttlMs).toBe(HOUR);
  });

  it('expires exactly when the next pending release comes due', () => {
    expect(releases([release('2026-11-21T04:00:30Z', false), release('2026-11-21T05:00:00Z', false)], now, HOUR).ttlMs).toBe(30 * SECOND);
  });

  it('polls a release left pending long after its time less often, and ignores it after a day', () => {
    expect(releases([release('2026-11-21T03:00:00Z', false)], now, HOUR).ttlMs).toBe(30 * SECOND);
    expect(releases([release('2026-11-19T04:00:00Z', false)], now, DAY).ttlMs).toBe(DAY);
  });
});
