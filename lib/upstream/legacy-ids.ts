/**
 * IDX_ID → legacy `ID` pairs. Calendar Details takes the legacy list's `ID`
 * ("indicator id"), which differs from IDX_ID ("internal indicator id"): a
 * public client of the vendor asks `/Calendar/detail/id/{ID}` with it
 * (docs/upstream.md, "Beyond the document"). The only place the pair shows is a legacy list answer,
 * so every one teaches it, whether it came from the upstream or the cache.
 * Bounded: the catalogue of a calendar is a few thousand indicators.
 */
export class LegacyIdBook {
  private readonly pairs = new Map<string, string>();

  constructor(private readonly max = 20_000) {}

  learn(pairs: Iterable<readonly [idxId: string, legacyId: string]>): void {
    for (const [idxId, legacyId] of pairs) {
      if (!idxId || !legacyId) continue;
      this.pairs.delete(idxId);
      this.pairs.set(idxId, legacyId);
      if (this.pairs.size > this.max) this.pairs.delete(this.pairs.keys().next().value as string);
    }
  }

  legacyIdOf(idxId: string): string | null {
    return this.pairs.get(idxId) ?? null;
  }

  /** Every known pair, e.g. for the archive to keep across restarts. */
  all(): [idxId: string, legacyId: string][] {
    return [...this.pairs.entries()];
  }
}
