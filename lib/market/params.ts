import { z } from 'zod';
import { MAX_QUOTE_ENTRIES, zExchange, zInterval, zQuoteEntry, zSymbol } from '@/lib/upstream/params';
import type { CandleInterval } from '@/lib/upstream/types';
import { quoteKey } from './keys';
import { first, type SearchParams } from '@/lib/reader/query';
import type { Result } from '@/lib/result';

/**
 * Reader input of the market views and endpoints, checked before anything
 * reaches the upstream. Pure (usable by pages, routes and tests).
 */
export const DEFAULT_INTERVAL: CandleInterval = 'min5';

export type Parsed<T> = Result<T, { param: string; message: string }>;

/**
 * `codes=EX|SYM,EX|SYM,…`: 1 to 50 entries, each an exchange code and a
 * symbol code joined by `|` (the upstream `code` shape, docs/upstream.md D).
 * The message names the parameter and the first bad entry. Duplicates drop.
 */
export function parseCodes(text: string | undefined): Parsed<string[]> {
  const fail = (message: string): Parsed<string[]> => ({ ok: false, param: 'codes', message: `codes: ${message}` });
  if (text === undefined || text.trim() === '') return fail('is required, as EX|SYMBOL entries separated by commas');
  const entries = text.split(',');
  if (entries.length > MAX_QUOTE_ENTRIES) return fail(`allows at most ${MAX_QUOTE_ENTRIES} entries, got ${entries.length}`);
  const keys = new Set<string>();
  for (const [i, raw] of entries.entries()) {
    const parts = raw.trim().split('|');
    const parsed = parts.length === 2 ? zQuoteEntry.safeParse({ exchange: parts[0], code: parts[1] }) : null;
    if (!parsed?.success) {
      const shown = JSON.stringify(raw.slice(0, 40));
      const why = parsed ? parsed.error.issues[0]?.message : 'is not of the form EX|SYMBOL';
      return fail(`entry ${i + 1} ${shown} ${parsed ? `has a bad ${String(parsed.error.issues[0]?.path[0])} (${why})` : why}`);
    }
    keys.add(quoteKey(parsed.data));
  }
  return { ok: true, value: [...keys] };
}

/** Query of /api/quotes: `codes` read by parseCodes (its message names the first bad entry). */
export const quotesQuery = z.object({
  codes: z
    .string({ error: 'is required, as EX|SYMBOL entries separated by commas' })
    .describe(`1 to ${MAX_QUOTE_ENTRIES} entries EX|SYMBOL separated by commas`)
    .transform((text, ctx) => {
      const codes = parseCodes(text);
      if (codes.ok) return codes.value;
      ctx.addIssue({ code: 'custom', message: codes.message.replace(/^codes: /, '') });
      return z.NEVER;
    }),
});

export const klineQuery = z.object({
  excode: zExchange.describe('An exchange code, such as WGJS'),
  code: zSymbol.describe('A symbol the exchange lists, such as XAU'),
  interval: zInterval.describe('The length of one candle'),
});
export type KlineQuery = z.infer<typeof klineQuery>;

/** The `interval` of the symbol page: absent → the default; unknown → null (a page-level notice). */
export function intervalParam(value: string | string[] | undefined): CandleInterval | null {
  if (value === undefined) return DEFAULT_INTERVAL;
  const parsed = zInterval.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : null;
}

/** Symbol-table state kept in the URL: sort column, direction, search text. */
export const SORT_COLUMNS = ['name', 'code', 'last', 'change', 'changePercent', 'open', 'high', 'low', 'previousClose', 'time'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export interface TableState {
  sort: SortColumn | null;
  dir: 'asc' | 'desc';
  q: string;
}

/** Unknown values fall back to the defaults: table state is a convenience, not an address. */
export function tableStateOf(params: SearchParams): TableState {
  const sort = first(params, 'sort');
  const dir = first(params, 'dir');
  return {
    sort: (SORT_COLUMNS as readonly string[]).includes(sort ?? '') ? (sort as SortColumn) : null,
    dir: dir === 'desc' ? 'desc' : 'asc',
    q: (first(params, 'q') ?? '').slice(0, 40),
  };
}
