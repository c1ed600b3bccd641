import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientFor, control, queryOf, startSim, TOKEN, type Sim } from '../support/upstream-simulator';

// A past weekday with releases and events in the simulator's deterministic data.
const DAY = '2026-11-19';
let sim: Sim;
let sim$: ReturnType<typeof control>;

beforeAll(async () => {
  sim = await startSim({ now: () => Date.parse('2026-11-20T04:00:00Z') });
  sim$ = control(sim);
});
afterAll(() => sim.close());
beforeEach(() => sim$.reset());

async function onlyRequest() {
  const log = await sim$.log();
  expect(log.total).toBe(1);
  return log.requests[0];
}

describe('daily releases', () => {
  it.each([
    ['api'],
    ['apien'],
    ['apitc'],
  ] as const)('the %s variant is asked with token, date and the 202605 segment', async (variant) => {
    const result = await clientFor(sim).getDailyReleases(variant, DAY);
    const request = await onlyRequest();
    expect(request.host).toBe('base');
    expect(request.path).toBe(`/base/${variant}/calendar/202605/data`);
    expect(queryOf(request)).toEqual({ date: DAY, token: TOKEN });
    expect(result.source).toBe('tokened');
    expect(result.stale).toBe(false);
    expect(result.data.length).toBeGreaterThan(0);
    for (const r of result.data) {
      expect(r.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
      expect([1, 2, 3]).toContain(r.importance);
      expect(r.country).toBe(r.country.trim());
      expect(r.released).toBe(r.actual !== null);
      expect(r.source).toBe('tokened');
    }
  });

  it('writes text in the variant language: same records, other words', async () => {
    const client = clientFor(sim);
    const [zh, en] = await Promise.all([client.getDailyReleases('api', DAY), client.getDailyReleases('apien', DAY)]);
    expect(en.data.map((r) => r.id)).toEqual(zh.data.map((r) => r.id));
    expect(en.data[0].title).not.toBe(zh.data[0].title);
    expect(en.data[0].title).toMatch(/[A-Za-z]/);
  });

  it('falls back to {alt_base_url} for zh-CN when {base_url} fails', async () => {
    await sim$.fault({ match: '/base/api/calendar/202605/data', kind: 'http', status: 502 });
    const result = await clientFor(sim).getDailyReleases('api', DAY);
    expect(result.source).toBe('alt');
    expect(result.data.every((r) => r.source === 'alt')).toBe(true);
    const log = await sim$.log();
    expect(log.counts['/base/api/calendar/202605/data']).toBe(2); // the first call and its one retry
    expect(log.counts['/alt/api/calendar/202605/data']).toBe(1);
  });

  it('has no fallback for the other variants', async () => {
    await sim$.fault({ match: '/base/apien/calendar/202605/data', kind: 'envelope' });
    await expect(clientFor(sim).getDailyReleases('apien', DAY)).rejects.toMatchObject({ kind: 'envelope', operation: 'calendar.daily' });
    expect((await sim$.log()).counts['/alt/api/calendar/202605/data']).toBeUndefined();
  });

  it('reads the alternative host directly (section C)', async () => {
    const result = await clientFor(sim).getAltDailyReleases(DAY);
    const request = await onlyRequest();
    expect(request.path).toBe('/alt/api/calendar/202605/data');
    expect(queryOf(request)).toEqual({ date: DAY, token: TOKEN });
    expect(result.source).toBe('alt');
    expect(result.data.length).toBeGreaterThan(0);
  });
});

describe('week and month', () => {
  it('passes the week code as written and reads a `msg` envelope', async () => {
    const result = await clientFor(sim).getWeekReleases('apien', 'W');
    const request = await onlyRequest();
    expect(request.path).toBe('/base/apien/calendar/202605/week');
    expect(queryOf(request)).toEqual({ week: 'W', token: TOKEN });
    expect(result.data.length).toBeGreaterThan(0);
  });

  it('passes month codes and days in yyyyMMdd', async () => {
    const client = clientFor(sim);
    const past = await client.getMonthReleases('apitc', 'm');
    const day = await client.getMonthReleases('apitc', '20261119');
    const log = await sim$.log();
    expect(log.requests.map((r) => [r.path, queryOf(r).month])).toEqual([
      ['/base/apitc/calendar/202605/month', 'm'],
      ['/base/apitc/calendar/202605/month', '20261119'],
    ]);
    expect(past.data.length).toBeGreaterThan(day.data.length);
    expect(day.data.every((r) => r.publishedAt.startsWith('2026-11-1'))).toBe(true);
  });
});

describe('indicator info', () => {
  it('reads the single object with integer UPDATE_PERIOD and IDX_RELEVANCE', async () => {
    const client = clientFor(sim);
    const id = (await client.getDailyReleases('apien', DAY)).data[0].indicatorId;
    await sim$.reset();
    const result = await client.getIndicator('apien', id);
    const request = await onlyRequest();
    expect(request.path).toBe('/base/apien/calendar/202605/info');
    expect(queryOf(request)).toEqual({ idxid: id, token: TOKEN });
    expect(result.data.id).toBe(id);
    expect(result.data.frequency).not.toBeNull();
    expect([1, 2, 3]).toContain(result.data.importance);
    expect(result.data.interpretation).toBeTruthy();
  });

  it('is not-found for an unknown id, remembered briefly', async () => {
    const client = clientFor(sim);
    await expect(client.getIndicator('api', '999999999')).rejects.toMatchObject({ kind: 'not-found' });
    await expect(client.getIndicator('api', '999999999')).rejects.toMatchObject({ kind: 'not-found' });
    expect((await sim$.log()).total).toBe(1);
  });
});

describe('events and holidays', () => {
  it('asks with type and date and keeps the requested kind', async () => {
    const result = await clientFor(sim).getEvents('apien', 3, DAY);
    const request = await onlyRequest();
    expect(request.path).toBe('/base/apien/calendar/202605/event');
    expect(queryOf(request)).toEqual({ type: '3', date: DAY, token: TOKEN });
    expect(result.data.length).toBeGreaterThan(0);
    for (const e of result.data) {
      expect(e.kind).toBe('event');
      expect(typeof e.timeConfirmed).toBe('boolean');
      expect(e.id).toMatch(/^h[0-9a-f]{16}$/);
    }
    expect(new Set(result.data.map((e) => e.id)).size).toBe(result.data.length);
  });

  it('falls back to {alt_base_url} for zh-CN and reads it directly', async () => {
    await sim$.fault({ match: '/base/api/calendar/202605/event', kind: 'drop' });
    const client = clientFor(sim);
    const viaFallback = await client.getEvents('api', 3, DAY);
    const direct = await client.getAltEvents(3, DAY);
    expect(viaFallback.source).toBe('alt');
    expect(direct.source).toBe('alt');
    expect(direct.data.map((e) => e.id)).toEqual(viaFallback.data.map((e) => e.id));
    expect((await sim$.log()).counts['/alt/api/calendar/202605/event']).toBe(2);
  });
});
