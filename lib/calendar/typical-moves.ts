import 'server-only';
import { typicalMoves } from '@/lib/archive/read';
import type { TypicalMove } from '@/lib/archive/reactions';
import { indicatorSymbolKey } from '@/lib/archive/reactions-store';
import { getConfig } from '@/lib/config';
import { linkedSymbols, type LinkedSymbol } from '@/lib/market/release-symbols';
import { keptIn } from '@/lib/kept';
import { releaseKey } from '@/lib/release/key';
import type { Release } from '@/lib/upstream/types';

/** What a pending row shows of its typical move: the symbol and the figures (at least MIN_TYPICAL releases). */
export interface RowTypicalMove {
  symbol: LinkedSymbol;
  typical: TypicalMove;
}

/**
 * The typical move of every pending row's first linked symbol (docs/design.md,
 * "Typical moves"), by release (lib/release/key.ts), from one archive read for
 * the view. Only rows with a median move (at least MIN_TYPICAL releases read)
 * are in it. Best effort: an archive that is off, unreachable or late leaves
 * the rows without one.
 */
export async function rowTypicalMoves(releases: readonly Release[]): Promise<ReadonlyMap<string, RowTypicalMove>> {
  const exchanges = getConfig().marketExchanges;
  const wanted: { release: Release; symbol: LinkedSymbol }[] = [];
  for (const r of releases) {
    if (r.released) continue;
    const symbol = firstLinkedSymbol(r, exchanges);
    if (symbol) wanted.push({ release: r, symbol });
  }
  if (!wanted.length) return new Map();
  let moves: ReadonlyMap<string, TypicalMove>;
  try {
    moves = await typicalMoves(wanted.map((w) => ({ indicatorId: w.release.indicatorId, symbol: w.symbol.key })));
  } catch {
    return new Map();
  }
  const out = new Map<string, RowTypicalMove>();
  for (const { release, symbol } of wanted) {
    const typical = moves.get(indicatorSymbolKey({ indicatorId: release.indicatorId, symbol: symbol.key }));
    if (typical?.move.median != null) out.set(releaseKey(release), { symbol, typical });
  }
  return out;
}

/** Rules kept with their first linked symbol; past it, the oldest goes first. */
export const MAX_KEPT_RULES = 500;
const firstOfRule = new Map<string, LinkedSymbol | null>();

/**
 * The first symbol a pending release moves (lib/market/release-symbols.ts),
 * kept by what decides it (country, asset words, offered exchanges): the same
 * few rules come back in every view, and reading their words again was most of
 * what finding the rows' typical moves cost (docs/performance.md, "What the
 * archive columns cost (P6)").
 */
export function firstLinkedSymbol(release: Release, exchanges: readonly string[]): LinkedSymbol | null {
  const key = JSON.stringify([release.country, release.impact.bullishIfAbove, release.impact.bearishIfAbove, exchanges]);
  return keptIn(firstOfRule, key, MAX_KEPT_RULES, () => linkedSymbols(release, exchanges)[0] ?? null);
}
