import { describe, expect, it } from 'vitest';
import { HEADLINE_SYMBOLS, inHeadlineOrder, keyReleasesOf, mergeFetched, orderEvents } from '@/lib/dashboard/select';
import type { CalendarEvent, Quote, Release } from '@/lib/upstream/types';

function release(id: string, publishedAt: string, importance: 1 | 2 | 3): Release {
  return {
    id, indicatorId: `i${id}`, parentIndicatorId: null, title: `R${id}`, description: '', country: '美国', countryEn: null,
    period: '', periodStatus: null, publishedAt, importance, unit: '%', unitRate: null, previous: null, forecast: null,
    actual: null, revised: null, released: false, impact: { bullishIfAbove: [], bearishIfAbove: [], note: null },
    nextPublishAt: null, source: 'tokened',
  };
}

function event(id: string, at: string, kind: CalendarEvent['kind'] = 'event'): CalendarEvent {
  return { id, kind, country: '日本', area: null, description: `E${id}`, at, importance: 2, timeConfirmed: true, source: 'tokened' };
}

describe('keyReleasesOf', () => {
  // Upstream days are Shanghai days; a New York reader's 2026-11-21 runs 13:00 Shanghai 21st → 13:00 22nd.
  const rows = [
    release('a', '2026-11-21T04:00:00.000Z', 3), // 12:00 Shanghai 21st = 23:00 NY 20th: not the NY reader's day
    release('b', '2026-11-21T13:30:00.000Z', 3), // 08:30 NY 21st
    release('c', '2026-11-21T15:00:00.000Z', 2), // medium: dropped
    release('d', '2026-11-22T01:00:00.000Z', 3), // 20:00 NY 21st (22nd in Shanghai)
    release('b', '2026-11-21T13:30:00.000Z', 3), // the same record from the other upstream day
  ];

  it("keeps importance-3 rows inside the reader's day, ordered, once each", () => {
    expect(keyReleasesOf(rows, '2026-11-21', 'America/New_York').map((r) => r.id)).toEqual(['b', 'd']);
    expect(keyReleasesOf(rows, '2026-11-21', 'Asia/Shanghai').map((r) => r.id)).toEqual(['a', 'b']);
  });
});

describe('orderEvents', () => {
  const from = Date.parse('2026-11-20T16:00:00Z');
  const to = Date.parse('2026-11-22T16:00:00Z');
  const now = Date.parse('2026-11-21T06:00:00Z');
  const events = [
    event('late', '2026-11-22T02:00:00Z'),
    event('holiday', '2026-11-20T16:00:00Z', 'holiday'),
    event('soon', '2026-11-21T07:00:00Z'),
    event('outside', '2026-11-23T02:00:00Z'),
    event('soon', '2026-11-21T07:00:00Z'),
  ];

  it('puts upcoming events first, soonest first, then those that have begun, within the window', () => {
    expect(orderEvents(events, from, to, now).map((e) => e.id)).toEqual(['soon', 'late', 'holiday']);
  });

  it('keeps events of different kinds that share an id, and honours the limit', () => {
    const both = [event('1', '2026-11-21T08:00:00Z', 'holiday'), event('1', '2026-11-21T08:00:00Z', 'event')];
    expect(orderEvents(both, from, to, now)).toHaveLength(2);
    expect(orderEvents(events, from, to, now, 1).map((e) => e.id)).toEqual(['soon']);
  });
});

describe('inHeadlineOrder', () => {
  const quote = (exchange: string, code: string): Quote => ({
    exchange, code, name: code, decimals: 2, last: 1, open: null, high: null, low: null,
    previousClose: null, change: null, changePercent: null, quotedAt: null,
  });

  it('orders quotes as the headline list and leaves out missing or foreign symbols', () => {
    const got = inHeadlineOrder([quote('NYMEX', 'CONC'), quote('SGE', 'AU9999'), quote('WGJS', 'XAU'), quote('WH', 'USD')]);
    expect(got.map((q) => q.code)).toEqual(['XAU', 'USD', 'CONC']);
    expect(HEADLINE_SYMBOLS).toHaveLength(6);
  });
});

describe('mergeFetched', () => {
  it('joins the data, keeps the oldest fetch time and is stale when any part is', () => {
    const merged = mergeFetched([
      { data: [1], fetchedAt: 200, stale: false, source: 'tokened' },
      { data: [2, 3], fetchedAt: 100, stale: true, source: 'alt' },
    ]);
    expect(merged).toEqual({ data: [1, 2, 3], fetchedAt: 100, stale: true });
    expect(mergeFetched([{ data: [1], fetchedAt: 5, stale: false, source: 'tokened' }]).stale).toBe(false);
  });
});
