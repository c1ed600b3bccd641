import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactionsAnswer } from '@/lib/indicator/reactions-read';
import { withSummary } from '@/lib/indicator/reactions-view';
import type { ReactionRow } from '@/lib/archive/reactions';

// The route's validation and answers, with the archive replaced by a recording fake.
const archive = vi.hoisted(() => ({
  enabled: true,
  calls: [] as unknown[][],
  answer: null as unknown,
  fail: false,
  /** The symbol list's (upstream) names of codes the names table does not know. */
  upstreamNames: {} as Record<string, string>,
}));
vi.mock('@/lib/config', () => ({ getConfig: () => ({ redisUrl: null }) }));
vi.mock('@/lib/archive/runtime', () => ({ archiveEnabled: () => archive.enabled }));
vi.mock('@/lib/indicator/reactions-read', () => ({
  indicatorReactions: async (...args: unknown[]) => {
    archive.calls.push(args);
    if (archive.fail) throw new Error('the history archive is unavailable: connection refused');
    return archive.answer;
  },
  reactionNames: async (locale: 'zh-CN' | 'en' | 'zh-TW', data: { symbols: { symbol: string }[] }) => {
    const { reactionSymbolNames } = await import('@/lib/indicator/reactions-view');
    return reactionSymbolNames(locale, data.symbols.map((s) => s.symbol), async (exchange, code) => archive.upstreamNames[`${exchange}:${code}`] ?? null);
  },
}));

const { GET } = await import('@/app/api/indicators/[idxId]/reactions/route');

const ID = '112022041910001492';
let client = 0;
const get = (id: string, query = '', ip = `198.51.100.${++client % 250}`) =>
  GET(new Request(`http://localhost/api/indicators/${id}/reactions${query}`, { headers: { 'x-forwarded-for': ip } }), {
    params: Promise.resolve({ idxId: id }),
  });

const row = (day: number, actual: string, forecast: string, before: number | null, at5: number | null): ReactionRow => ({
  recordId: String(day), publishedAt: `2026-0${day}-06T13:30:00.000Z`, actual, forecast, prices: { 0: before, 5: at5, 15: before, 60: null }, extremes: {},
});
const rows = [row(1, '175', '150', 100, 101), row(2, '180', '150', 100, 102), row(3, '200', '150', 100, 103), row(4, '=1+1', '150', 100, 99)];
const ok = (): ReactionsAnswer => ({ kind: 'ok', data: { indicatorId: ID, symbols: [withSummary('WGJS:XAU', -1, rows)] } });

beforeEach(() => {
  Object.assign(archive, { enabled: true, calls: [], answer: ok(), fail: false, upstreamNames: {} });
});

describe('GET /api/indicators/{idxId}/reactions', () => {
  it('answers the medians per outcome and mark (none under three releases) and every release’s reads', async () => {
    const res = await get(ID, '?locale=en&symbol=WGJS:XAU');
    expect(res.status).toBe(200);
    expect(archive.calls).toEqual([['en', ID, 'WGJS:XAU']]);
    const body = await res.json();
    expect(body).toMatchObject({ indicatorId: ID, locale: 'en', marksMinutes: [5, 15, 60], minCount: 3 });
    const [xau] = body.symbols;
    expect(xau.symbol).toBe('WGJS:XAU');
    expect(xau).toMatchObject({ name: 'Spot Gold', nameOriginal: false });
    expect(xau.medians.beat['5'].count).toBe(3);
    expect(xau.medians.beat['5'].median).toBeCloseTo(2);
    expect(xau.medians.beat['15']).toEqual({ count: 3, median: 0 });
    expect(xau.medians.beat['60']).toEqual({ count: 0, median: null });
    expect(xau.medians.miss['5']).toEqual({ count: 0, median: null });
    expect(xau.releases[0]).toMatchObject({ surprise: '25', before: 100, at: { 5: 101, 15: 100, 60: null }, read: [0, 5, 15, 60] });
    expect(xau.releases[0].movePercent['5']).toBeCloseTo(1);
    // No K-line depth known yet for the symbol: nothing said of older releases.
    expect(xau.olderThanKlines).toBeNull();
  });

  it('says how many older releases the K-lines no longer reached, and from when they start', async () => {
    const beyond = { releases: 41, klinesFrom: '2026-11-20T10:01:00.000Z' };
    archive.answer = { kind: 'ok', data: { indicatorId: ID, symbols: [withSummary('WGJS:XAU', -1, rows, beyond)] } } satisfies ReactionsAnswer;
    const body = await (await get(ID, '?locale=zh-TW')).json();
    expect(body.symbols[0].olderThanKlines).toEqual(beyond);
  });

  it('asks for every linked symbol without a symbol, and writes CSV a spreadsheet opens safely', async () => {
    const res = await get(ID, '?format=csv');
    expect(archive.calls).toEqual([['zh-CN', ID, null]]);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = (await res.text()).replace(/^\ufeff/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('symbol,symbol_name,published_at,actual,forecast,surprise,price_before,price_5m,price_15m,price_60m,move_5m_pct,move_15m_pct,move_60m_pct');
    // zh-CN (the default locale): the upstream's own name of the code.
    expect(lines[1]).toBe('WGJS:XAU,现货黄金,2026-01-06T13:30:00.000Z,175,150,25,100,101,100,,1.0000,0.0000,');
    expect(lines[4]).toContain(`'=1+1`);
  });

  it('names each symbol in the locale asked for, in JSON and CSV; a code the names table lacks keeps the upstream name, marked', async () => {
    archive.answer = { kind: 'ok', data: { indicatorId: ID, symbols: [withSummary('WH:USDJPY', 1, rows), withSummary('WH:USDTRY', 1, rows)] } };
    archive.upstreamNames = { 'WH:USDTRY': '美元土耳其里拉' };
    const tw = await (await get(ID, '?locale=zh-TW')).json();
    expect(tw.symbols.map((s: { name: string; nameOriginal: boolean }) => [s.name, s.nameOriginal])).toEqual([['美元日圓', false], ['美元土耳其里拉', true]]);
    const csv = (await (await get(ID, '?locale=en&format=csv')).text()).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(new Set(csv.slice(1).map((line) => line.split(',').slice(0, 2).join(',')))).toEqual(new Set(['WH:USDJPY,USD/JPY', 'WH:USDTRY,美元土耳其里拉']));
    // An upstream without the code's name: its code, never "CODE (EXCHANGE)".
    archive.upstreamNames = {};
    const en = await (await get(ID, '?locale=en')).json();
    expect(en.symbols.map((s: { name: string }) => s.name)).toEqual(['USD/JPY', 'USDTRY']);
  });

  it.each([
    ['abc', '', /^idxId/],
    [ID, '?locale=fr', /^locale/],
    [ID, '?symbol=XAU', /^symbol: must be EXCODE:CODE/],
    [ID, '?symbol=wgjs:XAU', /^symbol/],
    [ID, '?symbol=WGJS:<script>', /^symbol/],
    [ID, '?format=xml', /^format/],
  ])('refuses %s%s with a 400 naming the parameter, and never asks the archive', async (id, query, message) => {
    const res = await get(id, query);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toMatch(message);
    expect(archive.calls).toEqual([]);
  });

  it('answers 404 JSON for an indicator the archive does not know and a symbol its releases do not move', async () => {
    archive.answer = { kind: 'unknown-indicator' };
    const indicator = await get('999');
    expect(indicator.status).toBe(404);
    expect((await indicator.json()).error.code).toBe('unknown_indicator');
    archive.answer = { kind: 'unknown-symbol' };
    const symbol = await get(ID, '?symbol=WH:EURUSD');
    expect(symbol.status).toBe(404);
    expect(await symbol.json()).toEqual({ error: { code: 'unknown_symbol', message: expect.stringMatching(/WH:EURUSD/) } });
  });

  it('says when the archive is off or not answering', async () => {
    archive.fail = true;
    const down = await get(ID);
    expect(down.status).toBe(503);
    expect((await down.json()).error.code).toBe('archive_unavailable');
    archive.enabled = false;
    const off = await get(ID);
    expect(off.status).toBe(404);
    expect((await off.json()).error.code).toBe('archive_off');
  });
});
