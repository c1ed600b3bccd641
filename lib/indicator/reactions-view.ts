import { z } from 'zod';
import { toCsv } from '@/lib/calendar/csv';
import { zLocale } from '@/lib/i18n/locale-param';
import type { Locale } from '@/lib/i18n/routing';
import { knownSymbolName, symbolName } from '@/lib/localize/symbols';
import type { SymbolName } from '@/lib/localize/symbol-name-rule';
import { zExchange, zSymbol } from '@/lib/upstream/params';
import { surpriseOf } from './history';
import type { BeyondKlines } from '@/lib/archive/kline-depth';
import { MARKS, MIN_COUNT, MIN_TYPICAL, movePercent, summarize, TYPICAL_MARK, typicalByOutcome, typicalMove, type ReactionOutcome, type ReactionRow, type ReactionSummary, type TypicalMove } from '@/lib/archive/reactions';

/** `EXCODE:CODE`, checked before the archive is asked anything. */
export const zSymbolKey = z
  .string()
  .regex(/^[^:]+:[^:]+$/, 'must be EXCODE:CODE')
  .refine((s) => zExchange.safeParse(s.split(':')[0]).success && zSymbol.safeParse(s.split(':')[1]).success, 'must be EXCODE:CODE');

/** Query of /api/indicators/{idxId}/reactions. */
export const reactionsQuery = z.object({
  locale: zLocale.default('zh-CN').describe('The language of the symbols\' names'),
  symbol: zSymbolKey.optional().describe('Only this symbol, EX:SYMBOL (such as WGJS:XAU)'),
  format: z.enum(['json', 'csv']).default('json'),
});

/** One linked symbol's reactions to an indicator's releases. */
export interface SymbolReactions {
  symbol: string;
  /** +1: a beat lifts its price by the release's rule; -1 lowers it; 0: the rule says both. */
  sign: 1 | -1 | 0;
  summary: ReactionSummary;
  releases: ReactionRow[];
  /** Archived releases older than the symbol's one-minute K-lines reached when last asked (none read); null before the first ask. */
  beyondKlines: BeyondKlines | null;
  /** The typical move at +15 minutes (docs/design.md, "Typical moves"): over all releases, and by outcome. */
  typical: Record<'all' | ReactionOutcome, TypicalMove>;
}

export interface IndicatorReactions {
  indicatorId: string;
  symbols: SymbolReactions[];
  /** The first symbol the newest release's rule names: the one calendar rows show the typical move of. */
  typicalSymbol?: string | null;
}

export const withSummary = (
  symbol: string,
  sign: SymbolReactions['sign'],
  releases: ReactionRow[],
  beyondKlines: BeyondKlines | null = null,
): SymbolReactions => ({
  symbol,
  sign,
  summary: summarize(releases),
  releases,
  beyondKlines,
  typical: { all: typicalMove(releases), ...typicalByOutcome(releases) },
});

/** The reader's names of an answer's symbols, by `EXCODE:CODE`. */
export type SymbolNames = ReadonlyMap<string, SymbolName>;

/**
 * Names of the given symbols in the reader's language (docs/design.md, "The history archive"): the
 * table's for a known code, else the upstream's name (asked through
 * `upstreamName` for those codes only; it may fail) marked as original, else
 * the code.
 */
export async function reactionSymbolNames(
  locale: Locale,
  keys: readonly string[],
  upstreamName: (exchange: string, code: string) => Promise<string | null>,
): Promise<Map<string, SymbolName>> {
  const unique = [...new Set(keys)];
  const named = await Promise.all(
    unique.map(async (key) => {
      const [exchange, code] = key.split(':');
      const upstream = knownSymbolName(locale, exchange, code) === null ? await upstreamName(exchange, code).catch(() => null) : null;
      return [key, symbolName(locale, exchange, code, upstream)] as const;
    }),
  );
  return new Map(named);
}

/** A symbol's name from `names`; its code when it is missing there. */
export const nameOf = (names: SymbolNames, key: string): SymbolName => names.get(key) ?? { text: key.split(':')[1] ?? key, original: false };

/** The API's JSON: medians per outcome and mark (null under three releases) and every release's reads. */
export function reactionsJson(r: IndicatorReactions, locale: string, names: SymbolNames) {
  return {
    indicatorId: r.indicatorId,
    locale,
    marksMinutes: MARKS,
    minCount: MIN_COUNT,
    typicalSymbol: r.typicalSymbol ?? null,
    typicalMarkMinutes: TYPICAL_MARK,
    typicalMinCount: MIN_TYPICAL,
    symbols: r.symbols.map((s) => ({
      symbol: s.symbol,
      /** In the reader's language; `nameOriginal`: the upstream's Simplified-Chinese name, which has no translation here. */
      name: nameOf(names, s.symbol).text,
      nameOriginal: nameOf(names, s.symbol).original,
      sign: s.sign,
      medians: s.summary.byOutcome,
      /** Releases the upstream's one-minute K-lines no longer reached (`klinesFrom`: their earliest candle's end): never read. */
      olderThanKlines: s.beyondKlines,
      /** The median absolute move and high–low range at +15 minutes, in percent, over all releases and by outcome. */
      typical: s.typical,
      releases: s.releases.map((row) => ({
        publishedAt: row.publishedAt,
        actual: row.actual,
        forecast: row.forecast,
        surprise: surpriseOf(row.actual, row.forecast),
        before: row.prices[0] ?? null,
        at: Object.fromEntries(MARKS.map((m) => [m, row.prices[m] ?? null])),
        movePercent: Object.fromEntries(MARKS.map((m) => [m, movePercent(row.prices[0] ?? null, row.prices[m] ?? null)])),
        /** Points not read yet (absent) vs read as gaps (null in `at`). */
        read: [0, ...MARKS].filter((p) => p in row.prices),
      })),
    })),
  };
}

const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function reactionsCsv(r: IndicatorReactions, names: SymbolNames): string {
  return toCsv(
    ['symbol', 'symbol_name', 'published_at', 'actual', 'forecast', 'surprise', 'price_before', ...MARKS.map((m) => `price_${m}m`), ...MARKS.map((m) => `move_${m}m_pct`)],
    r.symbols.flatMap((s) =>
      s.releases.map((row) => [
        s.symbol, nameOf(names, s.symbol).text, row.publishedAt, row.actual, row.forecast, surpriseOf(row.actual, row.forecast), num(row.prices[0]),
        ...MARKS.map((m) => num(row.prices[m])),
        ...MARKS.map((m) => {
          const move = movePercent(row.prices[0] ?? null, row.prices[m] ?? null);
          return move === null ? '' : move.toFixed(4);
        }),
      ]),
    ),
  );
}
