import 'server-only';
import { typicalMoves } from '@/lib/archive/read';
import type { TypicalMove } from '@/lib/archive/reactions';
import { indicatorSymbolKey } from '@/lib/archive/reactions-store';
import { getConfig } from '@/lib/config';
import { linkedSymbols, type LinkedSymbol } from '@/lib/market/release-symbols';
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
    const [symbol] = linkedSymbols(r, exchanges);
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
