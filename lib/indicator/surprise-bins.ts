import { spreadBefore, surpriseHistory, type SurpriseSource } from '@/lib/release/surprise';

/**
 * Where the latest surprise sits among the indicator's earlier ones (the
 * indicator page, docs/design.md "Surprise scores"): the earlier surprises in
 * standard deviations, in bins of half a σ from −3σ to +3σ (beyond them, the
 * end bins), and the latest's score. Pure.
 */

export const BIN_WIDTH = 0.5;
export const BIN_LIMIT = 3;
const BINS = (2 * BIN_LIMIT) / BIN_WIDTH;

export interface SurpriseBin {
  /** Lower edge in σ (the first bin also takes everything below, the last everything above). */
  from: number;
  count: number;
}

export type SurpriseDistribution =
  /** No released value with a forecast and an actual in the archive. */
  | { kind: 'none' }
  | { kind: 'unscored'; latest: SurpriseSource; why: 'few' | 'flat'; n: number }
  | {
      kind: 'scored';
      latest: SurpriseSource;
      z: number;
      n: number;
      bins: SurpriseBin[];
      /** The bin the latest falls in. */
      latestBin: number;
      /** Earlier surprises smaller in size than the latest, in percent (rounded). */
      smallerShare: number;
    };

const binOf = (z: number) => Math.min(BINS - 1, Math.max(0, Math.floor((z + BIN_LIMIT) / BIN_WIDTH)));

export function surpriseDistribution(rows: readonly SurpriseSource[]): SurpriseDistribution {
  const h = surpriseHistory(rows);
  if (!h.values.length) return { kind: 'none' };
  const last = h.values.length - 1;
  const latestAt = h.at[last];
  const latest = [...rows].reverse().find((r) => Date.parse(r.publishedAt) === latestAt)!;
  const spread = spreadBefore(h, latest.publishedAt);
  if (spread.sigma === null) return { kind: 'unscored', latest, why: spread.why, n: spread.n };
  const sigma = spread.sigma;
  const earlier = h.values.slice(0, spread.n).map((v) => v / sigma);
  const z = h.values[last] / sigma;
  const bins: SurpriseBin[] = Array.from({ length: BINS }, (_, i) => ({ from: -BIN_LIMIT + i * BIN_WIDTH, count: 0 }));
  for (const e of earlier) bins[binOf(e)].count++;
  const smaller = earlier.filter((e) => Math.abs(e) < Math.abs(z)).length;
  return { kind: 'scored', latest, z, n: spread.n, bins, latestBin: binOf(z), smallerShare: Math.round((100 * smaller) / spread.n) };
}
