import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UpstreamClient } from '@/lib/upstream/client';
import { clientFor, control, idx, shanghaiToday, startSim, type Sim } from '../support/upstream-simulator';

// One clock for the simulator and the client: the cache's "now" is injected.
const clock = { t: Date.parse('2026-11-19T02:00:00Z') };
let sim: Sim;
let sim$: ReturnType<typeof control>;

beforeAll(async () => {
  sim = await startSim({ now: () => clock.t });
  sim$ = control(sim);
});
afterAll(() => sim.close());
beforeEach(() => sim$.reset());

const timed = () => clientFor(sim, { now: () => clock.t });

/** All 18 operations, each with arguments the upstream knows. */
const operations: [string, string, (c: UpstreamClient) => Promise<unknown>][] = [
  ['calendar.daily', '/base/apien/calendar/202605/data', (c) => c.getDailyReleases('apien', '2026-11-19')],
  ['calendar.altDaily', '/alt/api/calendar/202605/data', (c) => c.getAltDailyReleases('2026-11-19')],
  ['calendar.week', '/base/apien/calendar/202605/week', (c) => c.getWeekReleases('apien', 'W')],
  ['calendar.month', '/base/apien/calendar/202605/month', (c) => c.getMonthReleases('apien', 'm1')],
  ['calendar.indicator', '/base/apien/calendar/202605/info', (c) => c.getIndicator('apien', idx('410001'))],
  ['calendar.events', '/base/apien/calendar/202605/event', (c) => c.getEvents('apien', 3, '2026-11-19')],
  ['calendar.altEvents', '/alt/api/calendar/202605/event', (c) => c.getAltEvents(3, '2026-11-19')],
  ['legacy.calendar', '/legacy/Calendar/lists', (c) => c.getLegacyCalendar('W')],
  ['legacy.detail', '/legacy/Calendar/detail', (c) => c.getLegacyIndicatorDetail('410001')],
  ['legacy.forecast', '/legacy/Calendar/forecast', (c) => c.getLegacyForecast(3)],
  ['legacy.eventsOfDay', '/legacy/Calendar/eventholiday', (c) => c.getLegacyEventsOfDay(3, '20261119')],
  ['legacy.usData', '/legacy/Calendar/usaData', (c) => c.getLegacyUsData()],
  ['legacy.week', '/legacy/Calendar/ecweek', (c) => c.getLegacyWeek()],
  ['market.symbols', '/base/api/market/202605/excode', (c) => c.getSymbols('WH')],
  ['market.quotes', '/base/api/market/202605/symbol', (c) => c.getQuotes([{ exchange: 'WH', code: 'EURUSD' }])],
  ['market.candles', '/base/api/market/202605/kline', (c) => c.getCandles('WH', 'EURUSD', 'day')],
  ['news.list', '/alt/api/news/202605/data', (c) => c.getNewsList('2026-11-19')],
  ['news.article', '/alt/api/news/202605/detail', (c) => c.getArticle('202611190001')],
];

describe('every operation', () => {
  it.each(operations)('%s succeeds against the simulator', async (_op, path, run) => {
    await run(clientFor(sim));
    expect(Object.keys((await sim$.log()).counts)[0]).toContain(path);
  });

  /** Operations answering one record: an unreadable one fails the answer. */
  const SINGLE = new Set(['calendar.indicator', 'legacy.detail', 'news.article']);

  it.each(operations)('%s drops wrongly typed records one by one and counts them (a one-record answer fails)', async (op, path, run) => {
    const plain = (await run(clientFor(sim))) as { data: unknown; unread?: number };
    await sim$.fault({ match: path, kind: 'wrong-type' });
    const outcome = await run(clientFor(sim)).catch((e: unknown) => e);
    if (SINGLE.has(op)) {
      expect(outcome).toMatchObject({ kind: 'schema', operation: op });
    } else {
      // Every record of the answer: those read, and those a quirk of the day made unreadable already.
      const count = (plain.data as unknown[]).length + (plain.unread ?? 0);
      // An empty list comes back as a non-list (simulator faults.mjs): that still fails the answer.
      expect(outcome).toMatchObject(count ? { data: [], unread: count } : { kind: 'schema', operation: op });
    }
  });

  it.each(operations)('%s reports a non-success envelope with its text', async (op, path, run) => {
    await sim$.fault({ match: path, kind: 'envelope' });
    const error = await run(clientFor(sim)).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'envelope', operation: op, upstreamMessage: 'service busy, please retry later' });
  });
});

describe('invalid arguments', () => {
  const c = () => clientFor(sim);
  const bad: [string, () => Promise<unknown>][] = [
    ['impossible day', () => c().getDailyReleases('apien', '2026-02-30')],
    ['unknown variant', () => c().getDailyReleases('zh-CN' as never, '2026-11-19')],
    ['alt day', () => c().getAltDailyReleases('19/11/2026')],
    ['week code', () => c().getWeekReleases('apien', 'W2' as never)],
    ['month code', () => c().getMonthReleases('apien', '2026-11-19')],
    ['indicator id', () => c().getIndicator('apien', '41&token=x')],
    ['event type', () => c().getEvents('apien', 2 as never, '2026-11-19')],
    ['alt event type', () => c().getAltEvents(5 as never, '2026-11-19')],
    ['legacy d', () => c().getLegacyCalendar('W/../x')],
    ['legacy id', () => c().getLegacyIndicatorDetail('')],
    ['forecast interval', () => c().getLegacyForecast(1, 'month' as never)],
    ['legacy date', () => c().getLegacyEventsOfDay(1, '2026-11-19')],
    ['exchange', () => c().getSymbols('wh')],
    ['too many quotes', () => c().getQuotes(Array.from({ length: 51 }, (_, i) => ({ exchange: 'WH', code: `S${i}` })))],
    ['quote code', () => c().getQuotes([{ exchange: 'WH', code: 'EUR|USD' }])],
    ['candle interval', () => c().getCandles('WH', 'EURUSD', 'min2' as never)],
    ['news day', () => c().getNewsList('2026-11-31')],
    ['news id', () => c().getArticle('abc')],
  ];

  it.each(bad)('%s is invalid and makes no request', async (_name, run) => {
    await expect(run()).rejects.toMatchObject({ kind: 'invalid' });
    expect((await sim$.log()).total).toBe(0);
  });
});

describe('the cache over HTTP', () => {
  it('makes one upstream request for concurrent identical calls', async () => {
    await sim$.fault({ match: '/calendar/202605/data', kind: 'latency', ms: 150 });
    const client = clientFor(sim);
    const results = await Promise.all(Array.from({ length: 20 }, () => client.getDailyReleases('apitc', '2026-11-19')));
    expect((await sim$.log()).total).toBe(1);
    expect(new Set(results.map((r) => r.data)).size).toBe(1);
    expect(client.cacheStats()).toMatchObject({ loads: 1, shared: 19 });
  });

  it('keys by operation and parameters: another day or locale is another request', async () => {
    const client = clientFor(sim);
    await client.getDailyReleases('apien', '2026-11-19');
    await client.getDailyReleases('apien', '2026-11-19');
    await client.getDailyReleases('apien', '2026-11-18');
    await client.getDailyReleases('apitc', '2026-11-19');
    expect((await sim$.log()).total).toBe(3);
  });

  it('serves the last good value, marked stale, when the upstream fails after the TTL', async () => {
    const client = timed();
    const fresh = await client.getQuotes([{ exchange: 'WGJS', code: 'XAU' }]);
    clock.t += 2000;
    await sim$.fault({ match: '/market/', kind: 'http', status: 503 });
    const stale = await client.getQuotes([{ exchange: 'WGJS', code: 'XAU' }]);
    expect(stale).toEqual({ ...fresh, stale: true });
    // Past the bounded keep window the failure comes through.
    clock.t += 11 * 60_000;
    await expect(client.getQuotes([{ exchange: 'WGJS', code: 'XAU' }])).rejects.toMatchObject({ kind: 'http', status: 503 });
  });

  it('re-polls a pending release when it comes due and sees it flip', async () => {
    const client = timed();
    const today = shanghaiToday(clock.t);
    const scheduled = await sim$.release(30, 3);
    const find = async () => (await client.getDailyReleases('api', today)).data.find((r) => r.id === String(scheduled.recordId));
    expect(await find()).toMatchObject({ released: false, actual: null });
    clock.t += 10_000;
    await find();
    expect((await sim$.log()).total).toBe(1); // still fresh: due in 20 s
    clock.t += 21_000;
    expect(await find()).toMatchObject({ released: true });
    expect((await sim$.log()).total).toBe(2);
  });
});
