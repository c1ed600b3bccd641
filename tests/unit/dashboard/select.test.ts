import { describe, expect, it } from 'vitest';
import { HEADLINE_SYMBOLS, inHeadlineOrder, orderEvents } from '@/lib/dashboard/select';
import type { CalendarEvent, Quote } from '@/lib/upstream/types';

function event(id: string, at: string, kind: CalendarEvent['kind'] = 'event', date: string | null = null): CalendarEvent {
  return { id, kind, country: '日本', area: null, description: `E${id}`, at, date, importance: 2, timeConfirmed: true, source: 'tokened' };
}

describe('orderEvents', () => {
  const now = Date.parse('2026-11-21T06:00:00Z');
  const zone = 'Asia/Shanghai';
  const events = [
    event('late', '2026-11-22T02:00:00Z'),
    event('holiday', '2026-11-20T16:00:00Z', 'holiday', '2026-11-21'),
    event('soon', '2026-11-21T07:00:00Z'),
    event('tomorrow-holiday', '2026-11-21T16:00:00Z', 'holiday', '2026-11-22'),
    event('soon', '2026-11-21T07:00:00Z'),
  ];

  it("puts today's begun all-day items first, then upcoming events soonest first, then begun timed events, once each", () => {
    const past = event('past', '2026-11-21T05:00:00Z');
    expect(orderEvents([...events, past], zone, now).map((e) => e.id)).toEqual(['holiday', 'soon', 'tomorrow-holiday', 'late', 'past']);
  });

  it("starts an all-day item at the start of its date in the reader's zone", () => {
    // 2026-11-22 begins at 05:00 UTC in New York: after the 02:00 UTC event.
    expect(orderEvents(events, 'America/New_York', now).map((e) => e.id)).toEqual(['holiday', 'soon', 'late', 'tomorrow-holiday']);
  });

  it('keeps events of different kinds that share an id, and honours the limit', () => {
    const both = [event('1', '2026-11-21T08:00:00Z', 'holiday', '2026-11-21'), event('1', '2026-11-21T08:00:00Z', 'event')];
    expect(orderEvents(both, zone, now)).toHaveLength(2);
    expect(orderEvents(events, zone, now, 1).map((e) => e.id)).toEqual(['holiday']);
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
