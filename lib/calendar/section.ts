import type { Fetched, ReleaseSource } from '@/lib/upstream/types';

/**
 * What a page section receives: data with its freshness, or the failure that
 * its error block explains. A failing section never fails the page.
 */
export type Section<T> =
  | { ok: true; data: T; fetchedAt: number; stale: boolean; source: ReleaseSource; unread?: number }
  | { ok: false; error: unknown };

const RANK: Record<ReleaseSource, number> = { tokened: 0, alt: 1, legacy: 2 };

/** Several fetches as one: the oldest fetch time, stale if any is, the furthest fallback source. */
export function combine<T>(parts: Fetched<T>[], join: (data: T[]) => T): Fetched<T> {
  return {
    data: join(parts.map((p) => p.data)),
    fetchedAt: Math.min(...parts.map((p) => p.fetchedAt)),
    stale: parts.some((p) => p.stale),
    source: parts.map((p) => p.source).sort((a, b) => RANK[b] - RANK[a])[0] ?? 'tokened',
    unread: parts.reduce((n, p) => n + (p.unread ?? 0), 0),
  };
}

export async function settle<T>(load: () => Promise<Fetched<T>>): Promise<Section<T>> {
  try {
    const f = await load();
    return { ok: true, data: f.data, fetchedAt: f.fetchedAt, stale: f.stale, source: f.source, unread: f.unread ?? 0 };
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
