import type { Candle, Quote } from '../types';
import type { CandleRecord, QuoteRecord } from '../wire/market';
import { blank, decimalOf, epochToIso, MalformedRecord, requiredDecimal } from './fields';

/** Decimal places of a decimal string, for quotes whose `Decimal` is unreadable. */
const placesOf = (text: string) => (text.trim().split('.')[1] ?? '').length;

const round = (n: number, places: number) => Number(n.toFixed(places));

export function toQuote(r: QuoteRecord, fallbackExchange = ''): Quote {
  const last = requiredDecimal(r.Last, 'Last');
  const declared = Number(blank(r.Decimal) ?? NaN);
  const decimals = Number.isInteger(declared) && declared >= 0 && declared <= 10 ? declared : placesOf(r.Last);
  const previousClose = decimalOf(r.LastClose, 'LastClose');
  const change = previousClose === null ? null : round(last - previousClose, decimals);
  const quoteTime = blank(r.QuoteTime);
  if (quoteTime !== null && !/^\d+$/.test(quoteTime)) throw new MalformedRecord('QuoteTime', 'is not an epoch count');
  return {
    exchange: blank(r.Excode) ?? fallbackExchange,
    code: r.Code.trim(),
    name: r.Name.trim(),
    decimals,
    last,
    open: decimalOf(r.Open, 'Open'),
    high: decimalOf(r.High, 'High'),
    low: decimalOf(r.Low, 'Low'),
    previousClose,
    change,
    changePercent: change === null || !previousClose ? null : round(((last - previousClose) / previousClose) * 100, 4),
    // "digits resembling an epoch count; its unit: not shown" → by magnitude.
    quotedAt: quoteTime === null ? null : epochToIso(Number(quoteTime)),
  };
}

export function toCandle(r: CandleRecord): Candle {
  const at = epochToIso(r.UpdateTime);
  if (!at) throw new MalformedRecord('UpdateTime', 'is not an epoch count');
  return {
    at,
    open: requiredDecimal(r.Open, 'Open'),
    high: requiredDecimal(r.High, 'High'),
    low: requiredDecimal(r.Low, 'Low'),
    close: requiredDecimal(r.Close, 'Close'),
  };
}

/** Candles oldest first ("Ordering ... in any response: not shown"), one per instant. */
export function oldestFirst(candles: Candle[]): Candle[] {
  const byInstant = new Map<string, Candle>();
  for (const candle of candles) byInstant.set(candle.at, candle);
  return [...byInstant.values()].sort((a, b) => a.at.localeCompare(b.at));
}
