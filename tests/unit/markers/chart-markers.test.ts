import { describe, expect, it } from 'vitest';
import { chartReleases, daySources, type MarkerQuery } from '@/lib/markers/chart-markers';
import { eventsParam, eventsQuery } from '@/lib/market/events-param';
import { INTERVAL_MS, placeMarkers, positionOf } from '@/lib/markers/marker-geometry';
import { impactFromResFields } from '@/lib/upstream/normalize/release';
import type { Release } from '@/lib/upstream/types';

function release(over: Partial<Release> & { gt?: string; lt?: string }): Release {
  const { gt = '', lt = '', ...rest } = over;
  return {
    id: '1', indicatorId: '100000000000000001', legacyId: null, parentIndicatorId: null, title: 'Nonfarm payrolls', description: '',
    country: '美国', countryEn: null, period: '', periodStatus: null, publishedAt: '2026-06-05T12:30:00.000Z', importance: 3,
    unit: '%', unitRate: null, previous: '4.1', forecast: '4.2', actual: '4.3', revised: null, released: true,
    impact: impactFromResFields(gt, lt), nextPublishAt: null, marketImpact: null, publisher: null, source: 'tokened',
    ...rest,
  };
}

const Q: MarkerQuery = { exchange: 'WGJS', code: 'XAU', from: Date.parse('2026-06-05T00:00:00Z'), to: Date.parse('2026-06-06T00:00:00Z'), levels: [2, 3], locale: 'en' };

describe('chartReleases', () => {
  it('keeps the releases that move the symbol, in range and of the chosen importance, with their meaning for it', () => {
    const list = chartReleases(
      [
        release({ id: 'beat', gt: 'USD', lt: 'Gold/Silver' }),
        release({ id: 'oil', lt: 'Oil' }),
        release({ id: 'low', importance: 1, gt: 'USD', lt: 'Gold/Silver' }),
        release({ id: 'unknown-importance', importance: null, gt: 'USD', lt: 'Gold/Silver' }),
        release({ id: 'early', publishedAt: '2026-06-04T23:59:59.000Z', gt: 'USD', lt: 'Gold/Silver' }),
        release({ id: 'end', publishedAt: '2026-06-06T00:00:00.000Z', gt: 'USD', lt: 'Gold/Silver' }),
      ],
      Q,
    );
    expect(list.map((r) => r.key)).toEqual(['beat@2026-06-05T12:30:00.000Z']);
    // Actual above forecast, gold bearish when above: down for XAU.
    expect(list[0]).toMatchObject({ effect: 'down', direction: 'above', actual: '4.3%', forecast: '4.2%', importance: 3 });
  });

  it('a miss of the same rule points gold up; in line, pending and no forecast say so', () => {
    const rule = { gt: '美元', lt: '金银' };
    const [miss, inline, pending, noForecast] = chartReleases(
      [
        release({ id: 'a', actual: '4.0', ...rule, publishedAt: '2026-06-05T01:00:00.000Z' }),
        release({ id: 'b', actual: '4.20', ...rule, publishedAt: '2026-06-05T02:00:00.000Z' }),
        release({ id: 'c', actual: null, released: false, ...rule, publishedAt: '2026-06-05T03:00:00.000Z' }),
        release({ id: 'd', forecast: null, ...rule, publishedAt: '2026-06-05T04:00:00.000Z' }),
      ],
      Q,
    );
    expect(miss).toMatchObject({ effect: 'up', direction: 'below' });
    expect(inline).toMatchObject({ effect: 'none', direction: 'inline' });
    expect(pending).toMatchObject({ effect: 'pending', direction: null, actual: null });
    expect(noForecast).toMatchObject({ effect: 'unknown', direction: null });
  });

  it('a record repeated (served by two sources) is marked once; English readers get scaled units', () => {
    const twice = [release({ id: 'x', gt: 'USD', unit: '万人', actual: '25.6', forecast: '20' }), release({ id: 'x', gt: 'USD', unit: '万人', actual: '25.6', forecast: '20' })];
    const list = chartReleases(twice, { ...Q, exchange: 'WH', code: 'USD' });
    expect(list).toHaveLength(1);
    expect(list[0].effect).toBe('up');
    expect(list[0].actual).toMatch(/^256(\.0)?K/);
  });
});

describe('marker geometry', () => {
  const candles = ['2026-06-05T12:00:00Z', '2026-06-05T12:05:00Z', '2026-06-05T12:10:00Z', '2026-06-05T12:20:00Z'].map((at) => ({ at }));
  const five = INTERVAL_MS.min5;

  it('places an instant inside its candle band', () => {
    expect(positionOf(candles, five, Date.parse('2026-06-05T12:00:00Z'))).toBe(0);
    expect(positionOf(candles, five, Date.parse('2026-06-05T12:07:30Z'))).toBeCloseTo(1.5 / 4);
    expect(positionOf(candles, five, Date.parse('2026-06-05T12:24:59Z'))).toBeCloseTo((3 + 299 / 300) / 4);
  });

  it('puts an instant in a gap at the end of the candle before; off-range instants nowhere', () => {
    expect(positionOf(candles, five, Date.parse('2026-06-05T12:17:00Z'))).toBe(3 / 4);
    expect(positionOf(candles, five, Date.parse('2026-06-05T11:59:59Z'))).toBeNull();
    expect(positionOf(candles, five, Date.parse('2026-06-05T12:25:00Z'))).toBeNull();
    expect(positionOf([], five, 0)).toBeNull();
  });

  it('stacks markers of one column and keeps neighbours apart', () => {
    const items = ['12:01', '12:02', '12:21', '13:00'].map((hm) => ({ at: `2026-06-05T${hm}:00Z` }));
    const placed = placeMarkers(items, candles, five, 4);
    expect(placed.map((p) => p.level)).toEqual([0, 1, 0]);
    expect(placed.map((p) => p.item.at)).toEqual(items.slice(0, 3).map((i) => i.at));
  });
});

describe('events parameter', () => {
  it('reads off, levels, and defaults to medium and high', () => {
    expect(eventsParam(undefined)).toEqual([2, 3]);
    expect(eventsParam('off')).toBe('off');
    expect(eventsParam('3,2')).toEqual([2, 3]);
    expect(eventsParam('1,2,3')).toEqual([1, 2, 3]);
    expect(eventsParam(['3'])).toEqual([3]);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '4', '0,1', 'on', '2,2', '2,', 'OFF', '1,2,3,1', '<b>', ' 2']) expect(eventsParam(bad), bad).toBeNull();
    expect(eventsParam(['2', '3'])).toBeNull();
  });

  it('keeps non-default filters in links only', () => {
    expect(eventsQuery([2, 3])).toEqual({});
    expect(eventsQuery('off')).toEqual({ events: 'off' });
    expect(eventsQuery([3])).toEqual({ events: '3' });
  });
});

describe('daySources', () => {
  const zone = 'Asia/Shanghai';
  it('a short range comes from the cached loader only', () => {
    const s = daySources(Date.parse('2026-06-05T02:00:00Z'), Date.parse('2026-06-05T12:00:00Z'), zone);
    expect(s).toEqual({ cached: ['2026-06-05'], archive: null });
  });

  it('a long range reads its newest three upstream days through the cache, the rest from the archive', () => {
    const s = daySources(Date.parse('2026-05-01T00:00:00Z'), Date.parse('2026-06-05T12:00:00Z'), zone);
    expect(s.cached).toEqual(['2026-06-03', '2026-06-04', '2026-06-05']);
    expect(s.archive).toEqual({ fromDay: '2026-05-01', toDay: '2026-06-02', from: '2026-05-01T00:00:00.000Z', to: '2026-06-02T16:00:00.000Z' });
  });

  it('an empty range reads nothing', () => {
    expect(daySources(10, 10, zone)).toEqual({ cached: [], archive: null });
  });
});
