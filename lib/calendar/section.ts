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

/** The legacy family's period restriction (docs/upstream.md, Calendar List `d`): the values it allows. */
export function allowedPeriodsOf(error: unknown): string[] | null {
  const allowed = typeof error === 'object' && error !== null ? (error as { allowed?: unknown }).allowed : undefined;
  return Array.isArray(allowed) ? allowed.filter((a): a is string => typeof a === 'string') : null;
}

/** A view an API cannot answer whole now: a 503 with the time to come back. */
export interface ViewUnavailable {
  status: 503;
  code: 'upstream_budget' | 'upstream_unavailable';
  message: string;
  headers: { 'Retry-After': string };
}

/**
 * Why an API (an export, the calendar's polling) cannot answer a section
 * whole now, or null when it can: over the upstream budget (a failed or
 * partial view) after the time the budget gives, a silent source after 5 s
 * (docs/operations.md, "The upstream budget").
 */
export function unavailableView(section: Section<unknown>): ViewUnavailable | null {
  if ((!section.ok && kindOf(section.error) === 'budget') || (section.ok && section.budget === 'partial')) {
    const retry = !section.ok ? (section.error as { retryAfterSeconds?: number }).retryAfterSeconds : undefined;
    return {
      status: 503,
      code: 'upstream_budget',
      message: 'The data source\'s request budget is spent for the moment; retry after the time given in Retry-After.',
      headers: { 'Retry-After': String(Math.max(1, retry ?? 1)) },
    };
  }
  if (!section.ok) {
    return { status: 503, code: 'upstream_unavailable', message: 'The data source is not answering; try again shortly.', headers: { 'Retry-After': '5' } };
  }
  return null;
}
