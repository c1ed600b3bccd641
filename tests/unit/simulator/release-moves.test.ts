import { describe, expect, it } from 'vitest';
import { linkedSymbols } from '@/lib/market/release-symbols';
import { assetList } from '../../../simulator/data/countries.mjs';
import { EXCHANGES } from '../../../simulator/data/markets.mjs';
import { MOVES, releaseWeight } from '../../../simulator/data/release-moves.mjs';
import { idx, tk, simulatorForSuite } from '../support/simulator-harness';

const sim = simulatorForSuite('2026-11-20T05:43:27.500Z');
const kline = async (excode: string, code: string) =>
  (await sim.get(tk('/base/api/market/202605/kline', { excode, code, type: 'min1' }))).body.data as { UpdateTime: number; Close: string }[];
const MIN = 60_000;
const exchangeOf = (code: string) => Object.entries(EXCHANGES).find(([, list]) => (list as { code: string }[]).some((s) => s.code === code))![0];

describe('releases move the simulated market', () => {
  it('a release moves the symbols of its assets by the outcome’s direction with noise, in-line ones by noise only, others not at all', () => {
    const ind = { gt: ['USD'], lt: ['METALS'] };
    const beat = { recordId: 1, ind, importance: 3, values: { actual: '2.0', survey: '1.0' } };
    const size = 0.012 * 0.35;
    const onGold = releaseWeight('s', beat, 'XAU', 0.012);
    expect(Math.abs(onGold)).toBeGreaterThanOrEqual(0.4 * size);
    expect(Math.abs(onGold)).toBeLessThanOrEqual(1.6 * size);
    // The dollar index and gold are pushed opposite ways by the same outcome.
    expect(Math.sign(releaseWeight('s', beat, 'USD', 0.012))).toBe(-Math.sign(onGold));
    const miss = { ...beat, values: { actual: '0.5', survey: '1.0' } };
    expect(Math.sign(releaseWeight('s', miss, 'XAU', 0.012))).toBe(-Math.sign(onGold));
    const inline = { ...beat, values: { actual: '1.0', survey: '1.0' } };
    expect(Math.abs(releaseWeight('s', inline, 'XAU', 0.012))).toBeLessThanOrEqual(0.3 * size);
    expect(releaseWeight('s', beat, 'DAX', 0.012)).toBe(0);
  });

  it('every move the simulator makes is a link of lib/market/release-symbols with the same sign', () => {
    for (const [asset, moves] of Object.entries(MOVES)) {
      for (const lang of [0, 1, 2]) {
        const links = linkedSymbols({ country: 'United States', impact: { bullishIfAbove: assetList([asset], lang).split(' '), bearishIfAbove: [] } });
        for (const [code, sign] of moves as [string, number][]) {
          expect(links, `${asset} (${lang}) → ${code}`).toContainEqual(expect.objectContaining({ key: `${exchangeOf(code)}:${code}`, sign }));
        }
      }
    }
  });

  it('a release created in the past through the control API moves its linked symbols from its instant on, not before', async () => {
    const before = await kline('WGJS', 'XAU');
    const dax = await kline('GJZS', 'DAX');
    const created = await sim.control('releases', 'POST', { inSeconds: -70 * 60, idxId: idx('110001') });
    expect(created.idxId).toBe(idx('110001'));
    const at = sim.clock.ms - 70 * MIN;
    const after = await kline('WGJS', 'XAU');
    const closes = (list: typeof before, fromEnd: number, toEnd: number) =>
      list.filter((c) => c.UpdateTime + MIN > fromEnd && c.UpdateTime + MIN <= toEnd).map((c) => c.Close);
    // Candles ending by the release are the same; from a few minutes after it the path has moved (either way).
    expect(closes(after, -Infinity, at)).toEqual(closes(before, -Infinity, at));
    const moved = after.filter((c, i) => c.UpdateTime >= at + 5 * MIN && Math.abs(Number(c.Close) / Number(before[i].Close) - 1) > 1e-4);
    expect(moved.length).toBeGreaterThan(30);
    // A symbol it does not move stays put.
    expect(await kline('GJZS', 'DAX')).toEqual(dax);
    expect((await sim.control('releases', 'POST', { inSeconds: -60, idxId: '999' })).status).toBe(404);
    await sim.control('reset', 'POST');
    expect(await kline('WGJS', 'XAU')).toEqual(before);
  });
});
