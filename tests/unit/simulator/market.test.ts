import { describe, expect, it } from 'vitest';
import { tk, simulatorForSuite } from '../support/simulator-harness';

const sim = simulatorForSuite('2026-11-20T05:43:27.500Z');
const TYPES = ['min1', 'min5', 'min15', 'min30', 'min60', 'min120', 'min240', 'day'];
const kline = (excode: string, code: string, type: string) => sim.get(tk('/base/api/market/202605/kline', { excode, code, type }));
const quotes = (code: string) => sim.get(tk('/base/api/market/202605/symbol', { code }));

describe('market (section D)', () => {
  it('lists the symbols of an exchange with string fields', async () => {
    const { body } = await sim.get(tk('/base/api/market/202605/excode', { excode: 'WGJS' }));
    expect(body).toMatchObject({ code: 200, msg: '' });
    const xau = body.data.find((q: any) => q.Code === 'XAU');
    expect(xau).toMatchObject({ Name: '现货黄金', Decimal: '2', Excode: 'WGJS', QuoteTime: String(Math.floor(sim.clock.ms / 1000)) });
    for (const q of body.data) expect(Object.values(q).every((v) => typeof v === 'string')).toBe(true);
    expect(Number(xau.Last)).toBeGreaterThan(2000);
    expect((await sim.get(tk('/base/api/market/202605/excode', { excode: 'NOPE' }))).body).toEqual({ code: 200, msg: '', data: [] });
  });

  it('answers quotes for EX|CODE lists, skipping unknown symbols', async () => {
    const { body } = await quotes('WGJS|XAU,WH|EURUSD,GJZS|HSI,SGE|AU9999,WH|NOPE');
    expect(body.data.map((q: any) => q.Code)).toEqual(['XAU', 'EURUSD', 'HSI', 'AU9999']);
    expect(body.data[1].Last).toMatch(/^1\.\d{5}$/);
    expect((await quotes('XAU')).body.code).toBe(400);
    expect((await sim.get(tk('/base/api/market/202605/symbol'))).body.code).toBe(400);
  });

  it('keeps candles of every type consistent with the quote', async () => {
    const [q] = (await quotes('WGJS|XAU')).body.data;
    for (const type of TYPES) {
      const { body } = await kline('WGJS', 'XAU', type);
      expect(body.data, type).toHaveLength(120);
      const times = body.data.map((c: any) => c.UpdateTime);
      expect(times.every((t: unknown) => Number.isInteger(t))).toBe(true);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(times.at(-1)).toBeLessThanOrEqual(sim.clock.ms);
      expect(times.at(-1)).toBeGreaterThan(1e12);
      for (const c of body.data) {
        const [o, h, l, cl] = [c.Open, c.High, c.Low, c.Close].map(Number);
        expect(h).toBeGreaterThanOrEqual(Math.max(o, cl));
        expect(l).toBeLessThanOrEqual(Math.min(o, cl));
      }
      const last = body.data.at(-1);
      expect(last.Close, type).toBe(q.Last);
      expect(Number(last.High)).toBeLessThanOrEqual(Number(q.High));
      expect(Number(last.Low)).toBeGreaterThanOrEqual(Number(q.Low));
    }
    const day = (await kline('WGJS', 'XAU', 'day')).body.data.at(-1);
    expect([day.Open, day.High, day.Low]).toEqual([q.Open, q.High, q.Low]);
    expect(day.UpdateTime).toBe(Date.parse('2026-11-19T16:00:00Z'));
  });

  it('reproduces past candles and moves with the clock', async () => {
    const before = (await kline('WH', 'USDJPY', 'min5')).body.data;
    const q0 = (await quotes('WH|USDJPY')).body.data[0];
    sim.clock.ms += 37 * 60_000;
    const after = (await kline('WH', 'USDJPY', 'min5')).body.data;
    const q1 = (await quotes('WH|USDJPY')).body.data[0];
    expect(q1.QuoteTime).not.toBe(q0.QuoteTime);
    expect(q1.Last).not.toBe(q0.Last);
    // Candles completed before the clock moved are unchanged.
    const byTime = new Map(after.map((c: any) => [c.UpdateTime, c]));
    const kept = before.slice(0, -1).filter((c: any) => byTime.has(c.UpdateTime));
    expect(kept.length).toBeGreaterThan(100);
    for (const c of kept) expect(byTime.get(c.UpdateTime)).toEqual(c);
    sim.clock.ms -= 37 * 60_000;
  });

  it('validates kline parameters and answers unknown symbols with empty data', async () => {
    expect((await kline('WGJS', 'XAU', 'min2')).body).toMatchObject({ code: 400, msg: expect.stringMatching(/min1/) });
    expect((await kline('WGJS', 'NOPE', 'day')).body).toEqual({ code: 200, msg: '', data: [] });
    expect((await sim.get(tk('/base/apien/market/202605/excode', { excode: 'WH' }))).status).toBe(404);
    const version = await sim.get(tk('/base/api/market/2026/excode', { excode: 'WH' }));
    expect(version.status).toBe(404);
    expect(version.body).toMatchObject({ code: 404, msg: expect.stringMatching(/202605/) });
    expect((await sim.get(tk('/base/api/market/202605/excode', { excode: 'WH' }, 'bad'))).body).toMatchObject({ code: 401, msg: 'token invalid' });
  });
});
