import type { Fetched, ReleaseSource } from '@/lib/upstream/types';

/**
 * What a page section receives: data with its freshness, or the failure that
 * its error block explains. A failing section never fails the page.
 */
export type Section<T> =
  | { ok: true; data: T; fetchedAt: number; stale: boolean; source: ReleaseSource; unread?: number; budget?: BudgetShortfall }
  | { ok: false; error: unknown };

/**
 * How the upstream budget (lib/upstream/budget.ts) shaped a view built over
 * it: 'saved' when some parts are the archive's copies instead of the
 * upstream's answer, 'partial' when some parts could not be read at all.
 */
export type BudgetShortfall = 'saved' | 'partial';

/** A fetched part of a view, and what the budget left out of it. */
export type Part<T> = Fetched<T> & { budget?: BudgetShortfall };

const worse = (a: BudgetShortfall | undefined, b: BudgetShortfall | undefined): BudgetShortfall | undefined =>
  a === 'partial' || b === 'partial' ? 'partial' : (a ?? b);

const RANK: Record<ReleaseSource, number> = { tokened: 0, alt: 1, legacy: 2 };

/** Several fetches as one: the oldest fetch time, stale if any is, the furthest fallback source, the worst budget shortfall. */
export function combine<T>(parts: Part<T>[], join: (data: T[]) => T): Part<T> {
  const budget = parts.reduce<BudgetShortfall | undefined>((b, p) => worse(b, p.budget), undefined);
  return {
    ...(budget ? { budget } : {}),
    data: join(parts.map((p) => p.data)),
    fetchedAt: Math.min(...parts.map((p) => p.fetchedAt)),
    stale: parts.some((p) => p.stale),
    source: parts.map((p) => p.source).sort((a, b) => RANK[b] - RANK[a])[0] ?? 'tokened',
    unread: parts.reduce((n, p) => n + (p.unread ?? 0), 0),
  };
}

export async function settle<T>(load: () => Promise<Part<T>>): Promise<Section<T>> {
  try {
    const f = await load();
    return { ok: true, data: f.data, fetchedAt: f.fetchedAt, stale: f.stale, source: f.source, unread: f.unread ?? 0, ...(f.budget ? { budget: f.budget } : {}) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** An upstream failure kind, or undefined for anything else. */
export function kindOf(error: unknown): string | undefined {
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
  return typeof kind === 'string' ? kind : undefined;
}

/** The legacy family's period restriction (upstream-api.md, Calendar List `d`): the values it allows. */
export function allowedPeriodsOf(error: unknown): string[] | null {
  const allowed = typeof error === 'object' && error !== null ? (error as { allowed?: unknown }).allowed : undefined;
  return Array.isArray(allowed) ? allowed.filter((a): a is string => typeof a === 'string') : null;
}
