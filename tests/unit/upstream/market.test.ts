import { describe, expect, it } from 'vitest';
import { clientFor, queryOf, simulatorPerFile, TOKEN } from '../support/upstream-simulator';

const env = simulatorPerFile();

describe('symbol list', () => {
  it('asks the api prefix with excode and reads quote records', async () => {
    const result = await clientFor(env.sim).getSymbols('WGJS');
    const [request] = (await env.ctl.log()).requests;
    expect(request.path).toBe('/base/api/market/202605/excode');
    expect(queryOf(request)).toEqual({ excode: 'WGJS', token: TOKEN });
    expect(result.data.map((q) => q.code)).toEqual(expect.arrayContaining(['XAU', 'XAG']));
    for (const q of result.data) {
      expect(q.exchange).toBe('WGJS');
      expect(Number.isInteger(q.decimals)).toBe(true);
      expect(q.change).toBeCloseTo(q.last - (q.previousClose ?? NaN), q.decimals);
    }
  });

  it('reads an empty list as a faulty answer, and keeps the last list in use through it', async () => {
    let t = Date.now();
    const client = clientFor(env.sim, { now: () => t });
    const before = await client.getSymbols('WH');
    expect(before.data.length).toBeGreaterThan(0);
    await env.ctl.fault({ match: '/excode', kind: 'empty' });
    // Without a list of its own, a client is told the answer was faulty (pages show their notice, not a 404).
    await expect(clientFor(env.sim).getSymbols('WH')).rejects.toMatchObject({ kind: 'schema', message: expect.stringContaining('WH listed no symbols') });
    // A client that had a list keeps it, marked stale, once it is due again.
    t += 2 * 60_000;
    const during = await client.getSymbols('WH');
    expect(during).toMatchObject({ stale: true });
    expect(during.data).toEqual(before.data);
  });
});

describe('quotes', () => {
  it('sends EX|CODE entries in one code parameter and answers in the requested order', async () => {
    const result = await clientFor(env.sim).getQuotes([
      { exchange: 'WH', code: 'EURUSD' },
      { exchange: 'WGJS', code: 'XAU' },
    ]);
    const [request] = (await env.ctl.log()).requests;
    expect(request.path).toBe('/base/api/market/202605/symbol');
    expect(queryOf(request).code.split(',').sort()).toEqual(['WGJS|XAU', 'WH|EURUSD']);
    expect(result.data.map((q) => `${q.exchange}|${q.code}`)).toEqual(['WH|EURUSD', 'WGJS|XAU']);
  });

  it('reads QuoteTime in seconds as the current time', async () => {
    const before = Date.now();
    const [quote] = (await clientFor(env.sim).getQuotes([{ exchange: 'WGJS', code: 'XAU' }])).data;
    const at = Date.parse(quote.quotedAt ?? '');
    expect(Math.abs(at - before)).toBeLessThan(60_000);
  });

  it('shares one upstream call between callers asking for the same set in another order', async () => {
    const client = clientFor(env.sim);
    const a = [{ exchange: 'WH', code: 'USDJPY' }, { exchange: 'WGJS', code: 'XAG' }];
    const [first, second] = await Promise.all([client.getQuotes(a), client.getQuotes([...a].reverse())]);
    expect((await env.ctl.log()).total).toBe(1);
    expect(first.data[0].code).toBe('USDJPY');
    expect(second.data[0].code).toBe('XAG');
  });
});

describe('candles', () => {
  it('asks with excode, code and type and returns them oldest first (UpdateTime in milliseconds)', async () => {
    const result = await clientFor(env.sim).getCandles('WGJS', 'XAU', 'min5');
    const [request] = (await env.ctl.log()).requests;
    expect(request.path).toBe('/base/api/market/202605/kline');
    expect(queryOf(request)).toEqual({ excode: 'WGJS', code: 'XAU', type: 'min5', token: TOKEN });
    const times = result.data.map((c) => Date.parse(c.at));
    expect(times.length).toBeGreaterThan(10);
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    expect(times[1] - times[0]).toBe(5 * 60_000);
    expect(Math.abs(times.at(-1)! - Date.now())).toBeLessThan(3600_000);
    for (const c of result.data) expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
  });
});
