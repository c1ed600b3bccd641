import 'server-only';
import { argument, asLoaded, cached, type ClientContext } from './context';
import { decodeRecords } from './decode';
import { UpstreamError } from './errors';
import * as fresh from './freshness';
import { tokenedPath } from './http';
import { oldestFirst, toCandle, toQuote } from './normalize/market';
import { zExchange, zInterval, zQuoteEntryList, zSymbol, type QuoteEntry } from './params';
import type { Candle, CandleInterval, Fetched, Quote } from './types';
import { candleRecord, quoteRecord } from './wire/market';

/** Market data on {base_url} (docs/upstream.md section D): "only the api prefix is used". */
export function marketOperations(ctx: ClientContext) {
  const send = (operation: string, op: string, query: Record<string, string>) =>
    ctx.send({ operation, host: 'base', family: 'market', path: tokenedPath('api', 'market', op), query });

  return {
    /** Every symbol of an exchange, as quote records. */
    async getSymbols(excode: string): Promise<Fetched<Quote[]>> {
      const op = 'market.symbols';
      const exchange = argument(op, 'excode', zExchange, excode);
      return cached(ctx, `${op}:${exchange}`, async () => {
        const data = await send(op, 'excode', { excode: exchange });
        const decoded = decodeRecords(op, quoteRecord, data, (r) => toQuote(r, exchange));
        // An exchange we offer always lists symbols: an empty list is a faulty answer, not the
        // news that none exists (docs/upstream.md, "Where the document is silent"). As a failure
        // it leaves the last list in use; as a list it made every symbol page 404 until it expired.
        if (!decoded.items.length && !decoded.unread) throw new UpstreamError('schema', op, `${exchange} listed no symbols`);
        return asLoaded(decoded, 'tokened');
      }, () => fresh.SYMBOL_LIST);
    },

    /**
     * Quotes for up to 50 symbols in one upstream call (`code=EX|CODE,...`).
     * The cache key is the sorted set, so pollers asking for the same symbols
     * in another order share one upstream call; each gets its own order back.
     */
    async getQuotes(entries: QuoteEntry[]): Promise<Fetched<Quote[]>> {
      const op = 'market.quotes';
      const wanted = argument(op, 'entries', zQuoteEntryList, entries).map((e) => `${e.exchange}|${e.code}`);
      const sorted = [...wanted].sort();
      const shared = await cached(ctx, `${op}:${sorted.join(',')}`, async () => {
        const data = await send(op, 'symbol', { code: sorted.join(',') });
        return asLoaded(decodeRecords(op, quoteRecord, data, (r) => toQuote(r)), 'tokened');
      }, () => fresh.QUOTES);
      const rank = new Map(wanted.map((k, i) => [k, i]));
      const order = (q: Quote) => rank.get(`${q.exchange}|${q.code}`) ?? wanted.length;
      return { ...shared, data: [...shared.data].sort((a, b) => order(a) - order(b)) };
    },

    /** Candle history, oldest first. */
    async getCandles(excode: string, code: string, interval: CandleInterval): Promise<Fetched<Candle[]>> {
      const op = 'market.candles';
      const exchange = argument(op, 'excode', zExchange, excode);
      const symbol = argument(op, 'code', zSymbol, code);
      const type = argument(op, 'interval', zInterval, interval);
      return cached(ctx, `${op}:${exchange}:${symbol}:${type}`, async () => {
        const data = await send(op, 'kline', { excode: exchange, code: symbol, type });
        const { items, unread } = decodeRecords(op, candleRecord, data, toCandle);
        return { data: oldestFirst(items), source: 'tokened' as const, unread };
      }, () => fresh.candles(type));
    },
  };
}
