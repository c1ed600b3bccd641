import { describe, expect, it } from 'vitest';
import { migrate } from '@/lib/archive/migrations';
import { readReactions, reactionSymbols, storeReads, watchedReleases } from '@/lib/archive/reactions-store';
import { storeReleases } from '@/lib/archive/store';
import { backends } from '../support/archive-backends';
import { release } from '../support/archive-fixtures';

const ZONE = 'Asia/Shanghai';
const AT = new Date('2026-11-06T15:00:00Z');
const nfp = release();
const key = (symbol: string, r = nfp) => ({ recordId: r.id, publishedAt: r.publishedAt, indicatorId: r.indicatorId, symbol });

describe.each(backends())('reaction store on $name', (backend) => {
  it('writes each point once: a later answer never rewrites a read, a gap included', async () => {
    const { db } = await backend.open();
    await migrate(db);
    await storeReleases(db, 'apien', [nfp], AT, ZONE);
    expect(await storeReads(db, key('WGJS:XAU'), [{ point: 0, price: 4050.5, candleEnd: nfp.publishedAt, high: null, low: null }, { point: 5, price: null, candleEnd: null, high: null, low: null }], AT)).toBe(2);
    expect(await storeReads(db, key('WGJS:XAU'), [{ point: 5, price: 4060, candleEnd: '2026-11-06T13:35:00.000Z', high: null, low: null }, { point: 15, price: 4070.25, candleEnd: '2026-11-06T13:45:00.000Z', high: null, low: null }], AT)).toBe(1);
    const [row] = await readReactions(db, 'apien', nfp.indicatorId, 'WGJS:XAU');
    expect(row).toEqual({ recordId: nfp.id, publishedAt: nfp.publishedAt, actual: '175', forecast: '150', prices: { 0: 4050.5, 5: null, 15: 4070.25 }, extremes: {} });
  });

  it('keeps the high and low between the release and a mark, and reads them back by mark', async () => {
    const { db } = await backend.open();
    await migrate(db);
    await storeReleases(db, 'api', [nfp], AT, ZONE);
    await storeReads(db, key('WGJS:XAU'), [
      { point: 0, price: 100, candleEnd: null, high: null, low: null },
      { point: 15, price: 101, candleEnd: null, high: 102.5, low: 99.25 },
      { point: 60, price: 103, candleEnd: null, high: 104, low: 98 },
    ], AT);
    const [row] = await readReactions(db, 'api', nfp.indicatorId, 'WGJS:XAU');
    expect(row.extremes).toEqual({ 15: { high: 102.5, low: 99.25 }, 60: { high: 104, low: 98 } });
  });

  it('lists the releases of a window once each (whichever variants stored them) with the points already read', async () => {
    const { db } = await backend.open();
    await migrate(db);
    const later = release({ id: '1002', publishedAt: '2026-11-06T14:00:00.000Z', title: 'Later' });
    const outside = release({ id: '1003', publishedAt: '2026-11-05T13:30:00.000Z' });
    for (const variant of ['api', 'apien', 'apitc'] as const) await storeReleases(db, variant, [nfp, later, outside], AT, ZONE);
    await storeReads(db, key('WGJS:XAU'), [{ point: 0, price: 1, candleEnd: null, high: null, low: null }, { point: 5, price: 2, candleEnd: null, high: null, low: null }], AT);
    await storeReads(db, key('WH:USD'), [{ point: 0, price: 3, candleEnd: null, high: null, low: null }], AT);
    const watched = await watchedReleases(db, new Date('2026-11-06T12:00:00Z'), new Date('2026-11-06T15:00:00Z'));
    expect(watched.map((w) => w.release.id)).toEqual([nfp.id, later.id]);
    expect([...watched[0].read.entries()].map(([s, p]) => [s, [...p].sort()])).toEqual([['WGJS:XAU', [0, 5]], ['WH:USD', [0]]]);
    expect(watched[1].read.size).toBe(0);
    await storeReads(db, key('WH:USD', later), [{ point: 0, price: 3, candleEnd: null, high: null, low: null }], AT);
    expect(await reactionSymbols(db, nfp.indicatorId)).toEqual([{ symbol: 'WH:USD', releases: 2 }, { symbol: 'WGJS:XAU', releases: 1 }]);
    expect(await reactionSymbols(db, 'nope')).toEqual([]);
  });

  it("reads an indicator's reactions for one symbol with the page's variant values, oldest first", async () => {
    const { db } = await backend.open();
    await migrate(db);
    const older = release({ id: '900', publishedAt: '2026-10-02T12:30:00.000Z', actual: '100' });
    await storeReleases(db, 'api', [nfp, older], AT, ZONE);
    await storeReleases(db, 'apien', [{ ...nfp, actual: '176' }], AT, ZONE);
    await storeReads(db, key('WGJS:XAU'), [{ point: 0, price: 10, candleEnd: null, high: null, low: null }], AT);
    await storeReads(db, key('WGJS:XAU', older), [{ point: 60, price: 11, candleEnd: null, high: null, low: null }], AT);
    await storeReads(db, key('WH:USD', older), [{ point: 60, price: 12, candleEnd: null, high: null, low: null }], AT);
    const rows = await readReactions(db, 'apien', nfp.indicatorId, 'WGJS:XAU');
    expect(rows.map((r) => [r.recordId, r.actual, r.prices])).toEqual([['900', '100', { 60: 11 }], [nfp.id, '176', { 0: 10 }]]);
  });
});
