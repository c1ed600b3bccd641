import { beforeEach, describe, expect, it } from 'vitest';
import { tk, simulatorForSuite, idx } from '../support/simulator-harness';

const sim = simulatorForSuite('2026-11-20T06:00:00Z');
const DAILY = tk('/base/api/calendar/202605/data', { date: '2026-11-20' });
const QUOTE = tk('/base/api/market/202605/symbol', { code: 'WGJS|XAU' });
const LEGACY = '/legacy/Calendar/lists/d/W';
const NEWS = tk('/alt/api/news/202605/data', { date: '2026-11-19' });

beforeEach(async () => {
  await sim.control('reset', 'POST', {});
});

describe('simulator control API', () => {
  it('reports health', async () => {
    expect(await sim.control('health')).toMatchObject({ ok: true });
  });

  it('logs requests with host prefix, query and counts', async () => {
    await sim.get(DAILY);
    await sim.get(DAILY);
    await sim.get(LEGACY);
    const log = await sim.control('log');
    expect(log.total).toBe(3);
    expect(log.counts['/base/api/calendar/202605/data']).toBe(2);
    expect(log.counts['/legacy/Calendar/lists/d/W']).toBe(1);
    expect(log.requests[0]).toMatchObject({ method: 'GET', host: 'base', path: '/base/api/calendar/202605/data', query: { date: '2026-11-20' } });
    await sim.control('log', 'DELETE');
    expect((await sim.control('log')).total).toBe(0);
  });

  it('applies http, malformed and latency faults, limited by times', async () => {
    await sim.control('faults', 'POST', { match: '/market/', kind: 'http', status: 502, times: 1 });
    const failed = await sim.get(QUOTE);
    expect(failed.status).toBe(502);
    expect((await sim.get(QUOTE)).status).toBe(200);
    await sim.control('faults', 'POST', { match: '/calendar/', kind: 'malformed', times: 1 });
    const bad = await sim.get(DAILY);
    expect(bad.status).toBe(200);
    expect(bad.body).toBeUndefined();
    await sim.control('faults', 'POST', { match: 'symbol', kind: 'latency', ms: 300 });
    const t0 = Date.now();
    expect((await sim.get(QUOTE)).body.code).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
    await sim.control('faults', 'DELETE');
    const t1 = Date.now();
    await sim.get(QUOTE);
    expect(Date.now() - t1).toBeLessThan(290);
  });

  it('drops the connection', async () => {
    await sim.control('faults', 'POST', { match: '/legacy/', kind: 'drop', times: 1 });
    await expect(sim.get(LEGACY)).rejects.toThrow();
    expect((await sim.get(LEGACY)).body.code).toBe(0);
  });

  it('answers envelope faults in each family\'s error shape', async () => {
    await sim.control('faults', 'POST', { match: '', kind: 'envelope' });
    const cal = (await sim.get(DAILY)).body;
    expect(cal.code).not.toBe(200);
    expect(typeof cal.message).toBe('string');
    const mkt = (await sim.get(QUOTE)).body;
    expect(mkt.code).not.toBe(200);
    expect(typeof mkt.msg).toBe('string');
    const leg = (await sim.get(LEGACY)).body;
    expect(leg.code).not.toBe(0);
    expect(leg).toHaveProperty('update_time', '');
    const nws = (await sim.get(NEWS)).body;
    expect(nws.code).not.toBe(200);
    expect(nws.message).not.toBe('success');
  });

  it('answers empty and wrong-type faults', async () => {
    await sim.control('faults', 'POST', { match: '/calendar/', kind: 'empty', times: 1 });
    expect((await sim.get(DAILY)).body).toEqual({ code: 200, message: '', data: [] });
    await sim.control('faults', 'POST', { match: '/calendar/', kind: 'wrong-type', times: 1 });
    const cal = (await sim.get(DAILY)).body;
    expect(typeof cal.data[0].ID).toBe('object');
    await sim.control('faults', 'POST', { match: '/market/', kind: 'wrong-type', times: 1 });
    expect(Array.isArray((await sim.get(QUOTE)).body.data[0].Last)).toBe(true);
    await sim.control('faults', 'POST', { match: '/Calendar/', kind: 'wrong-type', times: 1 });
    expect(Array.isArray((await sim.get(LEGACY)).body.data[0].ACTUAL_PRICE)).toBe(true);
    await sim.control('faults', 'POST', { match: '/info', kind: 'wrong-type', times: 1 });
    const info = (await sim.get(tk('/base/api/calendar/202605/info', { idxid: idx('110001') }))).body;
    expect(typeof info.data.UPDATE_PERIOD).toBe('object');
  });

  it('answers a partial fault with one wrongly typed record among the good ones, then as before', async () => {
    const plain = (await sim.get(DAILY)).body.data as Record<string, unknown>[];
    expect(plain.length).toBeGreaterThan(2);
    await sim.control('faults', 'POST', { match: '/calendar/', kind: 'partial', times: 1 });
    const partial = (await sim.get(DAILY)).body.data as Record<string, unknown>[];
    expect(partial).toHaveLength(plain.length);
    const changed = partial.flatMap((r, i) => (JSON.stringify(r) === JSON.stringify(plain[i]) ? [] : [i]));
    expect(changed).toEqual([Math.floor(plain.length / 2)]);
    expect(typeof partial[changed[0]].ID).toBe('object');
    expect((await sim.get(DAILY)).body.data).toEqual(plain);
  });

  it('rejects malformed control requests', async () => {
    expect((await sim.control('faults', 'POST', { match: 'x', kind: 'explode' })).status).toBe(400);
    expect((await sim.control('faults', 'POST', { match: 'x', kind: 'latency' })).status).toBe(400);
    expect((await sim.control('legacy', 'POST', { allowed: ['Q'] })).status).toBe(400);
    expect((await sim.control('releases', 'POST', { importance: 2 })).status).toBe(400);
    expect((await sim.control('nothing')).status).toBe(404);
  });

  it('schedules a release that flips at its time, and reset removes it', async () => {
    const made = await sim.control('releases', 'POST', { inSeconds: 90, importance: 2 });
    expect(made.publishTime).toBe('2026-11-20 14:01:30');
    const find = async () => (await sim.get(DAILY)).body.data.find((r: any) => r.ID === made.recordId);
    expect(await find()).toMatchObject({ IDX_ID: made.idxId, ACTUAL_PRICE: '', IDX_RELEVANCE: '2', PUBLISH_TIME: made.publishTime });
    const legacy = (await sim.get(LEGACY)).body.data.find((r: any) => r.RECORD_ID === String(made.recordId));
    expect(legacy.STATUS).toBe('0');
    sim.clock.ms += 90_000;
    expect((await find()).ACTUAL_PRICE).not.toBe('');
    sim.clock.ms -= 90_000;
    await sim.control('reset', 'POST', {});
    expect(await find()).toBeUndefined();
  });
});
