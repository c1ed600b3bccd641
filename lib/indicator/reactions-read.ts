import 'server-only';
import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/routing';
import { variantOf } from '@/lib/upstream/variants';
import { linkedSymbols } from '@/lib/market/release-symbols';
import { findSymbol, isOfferedExchange } from '@/lib/market/symbols';
import { releasesBeyondKlines } from '@/lib/archive/kline-depth';
import { keptRead, withinArchiveBudget } from '@/lib/archive/read';
import type { Variant } from '@/lib/archive/store';
import { latestRelease, reactionSymbols, readReactions } from '@/lib/archive/reactions-store';
import { reactionSymbolNames, withSummary, type IndicatorReactions, type SymbolNames } from './reactions-view';
import { archiveDb } from '@/lib/archive/runtime';

export type ReactionsAnswer =
  | { kind: 'ok'; data: IndicatorReactions }
  /** The archive has no release of this indicator. */
  | { kind: 'unknown-indicator' }
  /** The indicator's releases do not move this symbol, and none was recorded for it. */
  | { kind: 'unknown-symbol' };

/**
 * How an indicator's linked symbols moved after its archived releases: the
 * symbols its newest release's rule names (on MARKET_EXCHANGES) and any
 * recorded earlier, or one of them. Rejects with ArchiveUnavailable like the history.
 */
export function indicatorReactions(locale: Locale, indicatorId: string, symbol: string | null): Promise<ReactionsAnswer> {
  const variant = variantOf(locale);
  return withinArchiveBudget(() => keptRead(`reactions|${variant}|${indicatorId}|${symbol ?? ''}`, () => readIndicatorReactions(variant, indicatorId, symbol)));
}

async function readIndicatorReactions(variant: Variant, indicatorId: string, symbol: string | null): Promise<ReactionsAnswer> {
  const db = await archiveDb();
  const latest = await latestRelease(db, variant, indicatorId);
  if (!latest) return { kind: 'unknown-indicator' };
  const links = linkedSymbols(latest, getConfig().marketExchanges);
  const signs = new Map(links.map((l) => [l.key, l.sign]));
  const counts = new Map((await reactionSymbols(db, indicatorId)).map((r) => [r.symbol, r.releases]));
  // Most releases first; alike, in the rule's order (its first asset's symbols first); linked ones not recorded yet last.
  const order = (s: string) => (signs.has(s) ? links.findIndex((l) => l.key === s) : links.length);
  const all = [...new Set([...counts.keys(), ...links.map((l) => l.key)])].sort(
    (a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || order(a) - order(b) || a.localeCompare(b),
  );
  if (symbol !== null && !all.includes(symbol)) return { kind: 'unknown-symbol' };
  const wanted = symbol === null ? all : [symbol];
  const symbols = [];
  for (const s of wanted) {
    symbols.push(withSummary(s, signs.get(s) ?? 0, await readReactions(db, variant, indicatorId, s), await releasesBeyondKlines(db, indicatorId, s)));
  }
  return { kind: 'ok', data: { indicatorId, symbols, typicalSymbol: links[0]?.key ?? null } };
}

/**
 * The reader's names of an answer's symbols: the table's (lib/localize/symbols)
 * without any upstream call; for a code it does not know, the name in its
 * exchange's symbol list (cached), only on an exchange we offer.
 */
export function reactionNames(locale: Locale, data: IndicatorReactions): Promise<SymbolNames> {
  return reactionSymbolNames(
    locale,
    data.symbols.map((s) => s.symbol),
    async (exchange, code) => (isOfferedExchange(exchange) ? ((await findSymbol(exchange, code))?.name ?? null) : null),
  );
}
