import type { Release } from '@/lib/upstream/types';

export interface Nested<T> {
  row: T;
  /** Sub-indicators of this row (IDX_PID = its IDX_ID), released with it. */
  subs: T[];
}

type Nestable = Pick<Release, 'indicatorId' | 'parentIndicatorId' | 'publishedAt'>;

/**
 * Rows with IDX_PID grouped under their parent row (public clients of the
 * legacy family show them so, docs/upstream.md, "Beyond the document"): a sub-indicator goes under
 * the parent released at the same instant; without one it stays a row of its
 * own. Order is kept.
 */
export function nestSubIndicators<T extends Nestable>(rows: T[]): Nested<T>[] {
  const parents = new Map<string, Nested<T>>();
  const out: Nested<T>[] = [];
  for (const row of rows) {
    const n = { row, subs: [] as T[] };
    out.push(n);
    parents.set(`${row.indicatorId}@${row.publishedAt}`, n);
  }
  return out.filter((n) => {
    const pid = n.row.parentIndicatorId;
    const parent = pid ? parents.get(`${pid}@${n.row.publishedAt}`) : undefined;
    if (!parent || parent === n || parent.row.parentIndicatorId) return true;
    parent.subs.push(n.row);
    return false;
  });
}
