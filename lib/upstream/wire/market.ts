import { z } from 'zod';

/** Symbol quote record (section D): every field a string, QuoteTime included. */
export const quoteRecord = z.object({
  Code: z.string(),
  Decimal: z.string(),
  High: z.string(),
  Last: z.string(),
  LastClose: z.string(),
  Low: z.string(),
  Name: z.string(),
  Open: z.string(),
  QuoteTime: z.string(),
  Excode: z.string(),
});
export type QuoteRecord = z.infer<typeof quoteRecord>;

/** K-line record: UpdateTime is an integer, prices are strings. */
export const candleRecord = z.object({
  UpdateTime: z.number().int(),
  Close: z.string(),
  High: z.string(),
  Low: z.string(),
  Open: z.string(),
});
export type CandleRecord = z.infer<typeof candleRecord>;
