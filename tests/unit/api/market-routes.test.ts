import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fetched, Quote } from '@/lib/upstream/types';
import type { QuoteEntry } from '@/lib/upstream/params';
import { setSlot } from '@/lib/process-slots.mjs';

// The upstream client is replaced by a recording fake: these tests are about
// what the routes accept, refuse, and how many upstream calls they cause.
const upstream = vi.hoisted(() => ({
  calls: { quotes: [] as string[][], symbols: 0, candles: 0 },
  failWith: null as Error | null,
}));

vi.mock('@/lib/config', () => ({ getConfig: () => ({ marketExchanges: ['WGJS', 'WH'], upstream: { timeoutMs: 5000 } }) }));
vi.mock('@/lib/upstream', async () => {
  const { UpstreamError, isUpstreamError } = await import('@/lib/upstream/errors');
  const listed: Record<string, string[]> = { WGJS: ['XAU', 'XAG'], WH: ['USD', 'EURUSD', 'USDJPY'] };
  const quote = (exchange: string, code: string): Quote => ({
    exchange, code, name: code, decimals: 2, last: 10, open: 9, high: 11, low: 8, previousClose: 9,
    change: 1, changePercent: 11.1111, quotedAt: '2026-11-21T06:00:00.000Z',
  });
  const fetched = <T,>(data: T): Fetched<T> => ({ data, fetchedAt: Date.now(), stale: false, source: 'tokened' });
  const lists = new Map(Object.entries(listed).map(([ex, codes]) => [ex, codes.map((c) => quote(ex, c))]));
  return {
    UpstreamError,
    isUpstreamError,
    getSymbols: async (ex: string) => {
      upstream.calls.symbols++;
      return fetched(lists.get(ex) ?? []);
    },
    getQuotes: async (entries: QuoteEntry[]) => {
      upstream.calls.quotes.push(entries.map((e) => `${e.exchange}|${e.code}`));
      await new Promise((r) => setTimeout(r, 20));
      if (upstream.failWith) throw upstream.failWith;
      return fetched(entries.map((e) => quote(e.exchange, e.code)));
    },
    getCandles: async () => {
      upstream.calls.candles++;
      if (upstream.failWith) throw upstream.failWith;
      return fetched([{ at: '2026-11-21T06:00:00.000Z', open: 1, high: 2, low: 0.5, close: 1.5 }]);
    },
  };
});

const { GET: quotes } = await import('@/app/api/quotes/route');
const { GET: kline } = await import('@/app/api/kline/route');
const { UpstreamError } = await import('@/lib/upstream/errors');

const get = (handler: (r: Request) => Promise<Response>, query: string) => handler(new Request(`http://localhost${query}`));

async function errorOf(res: Response) {
  const body = await res.json();
  return { status: res.status, code: body.error?.code, message: body.error?.message as string };
}

beforeEach(() => {
  upstream.calls.quotes.length = 0;
  upstream.failWith = null;
  setSlot('macrodesk.market.quoteBatcher', undefined);
});

describe('GET /api/quotes input', () => {
  it.each([
    ['/api/quotes', /^codes: is required/],
    ['/api/quotes?codes=', /^codes: is required/],
    ['/api/quotes?codes=WGJS', /^codes: entry 1 "WGJS" is not of the form EX\|SYMBOL/],
    ['/api/quotes?codes=WGJS|XAU,WH|US%20D', /^codes: entry 2 "WH\|US D" has a bad code/],
    ['/api/quotes?codes=wgjs|XAU', /^codes: entry 1 "wgjs\|XAU" has a bad exchange/],
    ['/api/quotes?codes=WGJS|XAU|X', /^codes: entry 1/],
    [`/api/quotes?codes=${Array.from({ length: 51 }, (_, i) => `WH|S${i}`).join(',')}`, /^codes: allows at most 50 entries, got 51/],
    ['/api/quotes?codes=LME|CU', /^codes: exchange LME is not offered/],
  ])('%s → 400 naming the parameter', async (query, message) => {
    const e = await errorOf(await get(quotes, query));
    expect(e).toMatchObject({ status: 400, code: 'bad_request' });
    expect(e.message).toMatch(message);
    expect(upstream.calls.quotes).toHaveLength(0);
  });

  it('answers listed symbols, reports unlisted ones as missing without asking the upstream for them', async () => {
    const res = await get(quotes, '/api/quotes?codes=WGJS|XAU,WH|NOPE,WGJS|XAU');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=1/);
    const body = await res.json();
    expect(body.quotes.map((q: Quote) => q.code)).toEqual(['XAU']);
    expect(body.missing).toEqual(['WH|NOPE']);
    expect(upstream.calls.quotes).toEqual([['WGJS|XAU']]);
  });
});

describe('GET /api/quotes coalescing', () => {
  it('serves 100 concurrent readers with different subsets from one upstream call for their union', async () => {
    const subsets = ['WGJS|XAU,WH|USD', 'WH|EURUSD,WH|USD', 'WGJS|XAG', 'WH|USDJPY,WGJS|XAU'];
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => get(quotes, `/api/quotes?codes=${subsets[i % 4]}`)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(upstream.calls.quotes).toEqual([['WGJS|XAG', 'WGJS|XAU', 'WH|EURUSD', 'WH|USD', 'WH|USDJPY']]);
    const third = await responses[2].json();
    expect(third.quotes.map((q: Quote) => `${q.exchange}|${q.code}`)).toEqual(['WGJS|XAG']);
  });

  it('turns an upstream timeout with nothing cached into a 504 with a safe message', async () => {
    upstream.failWith = new UpstreamError('timeout', 'market.quotes', 'http://up/api?token=secret timed out');
    const e = await errorOf(await get(quotes, '/api/quotes?codes=WGJS|XAU'));
    expect(e).toMatchObject({ status: 504, code: 'upstream_timeout' });
    expect(e.message).not.toMatch(/secret|http/);
  });
});

describe('GET /api/kline input', () => {
  it.each([
    ['/api/kline?code=XAU&interval=min5', 400, /^excode: /],
    ['/api/kline?excode=WGJS&interval=min5', 400, /^code: /],
    ['/api/kline?excode=WGJS&code=XAU', 400, /^interval: /],
    ['/api/kline?excode=WGJS&code=XAU&interval=min7', 400, /^interval: /],
    ['/api/kline?excode=WG-JS&code=XAU&interval=day', 400, /^excode: /],
    ['/api/kline?excode=WGJS&code=X%20U&interval=day', 400, /^code: /],
    ['/api/kline?excode=LME&code=CU&interval=day', 400, /^excode: LME is not offered/],
    ['/api/kline?excode=WGJS&code=NOPE&interval=day', 404, /^code: WGJS lists no symbol NOPE/],
  ])('%s → %i naming the parameter', async (query, status, message) => {
    const before = upstream.calls.candles;
    const e = await errorOf(await get(kline, query));
    expect(e.status).toBe(status);
    expect(e.message).toMatch(message);
    expect(upstream.calls.candles).toBe(before);
  });

  it('answers candles of a listed symbol, and a 502 without upstream detail when the upstream fails', async () => {
    const ok = await get(kline, '/api/kline?excode=WGJS&code=XAU&interval=min15');
    expect(ok.status).toBe(200);
    expect((await ok.json()).candles).toHaveLength(1);
    upstream.failWith = new UpstreamError('http', 'market.candles', 'HTTP 500 <html>boom</html>', { status: 500 });
    const e = await errorOf(await get(kline, '/api/kline?excode=WGJS&code=XAU&interval=min15'));
    expect(e).toMatchObject({ status: 502, code: 'upstream_error' });
    expect(e.message).not.toMatch(/boom|500/);
  });
});

describe('quotes body', () => {
  it('is exactly the JSON of the batch, also when served again from cached pieces', async () => {
    const { quotesResponse } = await import('@/lib/market/responses');
    const q: Quote = {
      exchange: 'WH', code: 'EURUSD', name: '欧元美元 "x"', decimals: 5, last: 1.15381, open: null, high: 1.2, low: 1.1,
      previousClose: 1.15359, change: 0.00022, changePercent: 0.0191, quotedAt: null,
    };
    const batch = { quotes: [q, q], missing: ['WH|NOPE'], fetchedAt: 1795305317744, stale: true };
    for (let i = 0; i < 2; i++) {
      const res = quotesResponse(batch);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(await res.json()).toEqual(JSON.parse(JSON.stringify(batch)));
    }
  });
});
