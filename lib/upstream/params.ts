import { z } from 'zod';
import { isValidDay } from '@/lib/time/zones';
import { CANDLE_INTERVALS, VARIANTS } from './types';

/**
 * Argument validators, shared by the client (which re-validates everything
 * before it builds a URL) and by pages and route handlers (which validate
 * reader input with the same rules). Pure: no server-only, no config.
 */

/** A language variant of the tokened family (section B: `api`, `apien`, `apitc`). */
export const zVariant = z.enum(VARIANTS);

/** A real calendar day `YYYY-MM-DD` (the tokened family's date format). */
export const zDay = z.string().refine(isValidDay, 'must be a real day written YYYY-MM-DD').meta({ format: 'date', description: 'A day, YYYY-MM-DD' });

/** A real calendar day `yyyyMMdd` (the legacy family's and `month`'s format). */
export const zCompactDay = z
  .string()
  .regex(/^\d{8}$/, 'must be a day written yyyyMMdd')
  .refine((d) => isValidDay(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`), 'must be a real day');

export const zIndicatorId = z.string().regex(/^\d{1,20}$/, 'must be an indicator id (digits)');
export const zNewsId = z.string().regex(/^\d{1,24}$/, 'must be a news id (digits)');
export const zExchange = z.string().regex(/^[A-Z0-9]{1,16}$/, 'must be an exchange code (A-Z, 0-9)');
export const zSymbol = z.string().regex(/^[A-Za-z0-9._-]{1,24}$/, 'must be a symbol code');

/** The K-line `type` values of docs/upstream.md section D. */
export const zInterval = z.enum(CANDLE_INTERVALS);

export const MAX_QUOTE_ENTRIES = 50;

export const zQuoteEntry = z.object({ exchange: zExchange, code: zSymbol });
export type QuoteEntry = z.infer<typeof zQuoteEntry>;

const dedupe = (entries: QuoteEntry[]): QuoteEntry[] => {
  const seen = new Set<string>();
  return entries.filter((e) => {
    const key = `${e.exchange}|${e.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** Quote entries as the client takes them: 1..50 `{exchange, code}`, duplicates dropped. */
export const zQuoteEntryList = z
  .array(zQuoteEntry)
  .min(1, 'needs at least one symbol')
  .max(MAX_QUOTE_ENTRIES, `allows at most ${MAX_QUOTE_ENTRIES} symbols`)
  .transform(dedupe);

/** `EX|CODE,EX|CODE` (the upstream `code` parameter shape) → quote entries. */
export const zQuoteEntries = z
  .string()
  .transform((text) =>
    text.split(',').map((entry) => {
      const [exchange, code, ...rest] = entry.trim().split('|');
      return rest.length === 0 ? { exchange, code } : { exchange: '', code: '' };
    }),
  )
  .pipe(zQuoteEntryList);

const intFromText = (v: unknown) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v);

/** Tokened events: 1 holiday, 3 financial event (section B/C). */
export const zEventType = z.preprocess(intFromText, z.union([z.literal(1), z.literal(3)]));
/** Legacy events: 1 holiday, 2 treasury issuance, 3 economic event (section A). */
export const zLegacyEventType = z.preprocess(intFromText, z.union([z.literal(1), z.literal(2), z.literal(3)]));
export type LegacyEventType = z.infer<typeof zLegacyEventType>;

/**
 * Tokened `week`: W/W1 are listed; the text also names w/w1/m/m1
 * (docs/upstream.md section B), so all six are passed through as written.
 */
export const zWeekCode = z.enum(['W', 'W1', 'w', 'w1', 'm', 'm1']);
export type WeekCode = z.infer<typeof zWeekCode>;

/** Tokened `month`: m/m1, and per the text also w/w1 or a day in yyyyMMdd. */
export const zMonthCode = z.union([z.enum(['m', 'm1', 'w', 'w1']), zCompactDay]);

/** Legacy `d`: W, W1, M, M1 or a day in yyyyMMdd (section A). */
export const zLegacyPeriod = z.union([z.enum(['W', 'W1', 'M', 'M1']), zCompactDay]);

/** Legacy batch query `interval`: day or week (the default when omitted). */
export const zForecastInterval = z.enum(['day', 'week']);
export type ForecastInterval = z.infer<typeof zForecastInterval>;
