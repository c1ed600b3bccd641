import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cache } from 'react';
import { peekSlot } from '@/lib/process-slots.mjs';

/**
 * One time budget per request (UPSTREAM_TIMEOUT_MS, plus rendering), shared
 * by every upstream request made for it: an operation's retry and host
 * fallbacks ({alt_base_url}, then legacy) and the operations a page or route
 * runs one after another (a symbol list, then candles). Without it a hanging
 * upstream would cost UPSTREAM_TIMEOUT_MS once per step. A budget inside
 * another never outlasts the outer one. Waiting for another reader's load
 * (lib/upstream/cache.ts, the quote book) spends the same budget.
 *
 * Three scopes carry it:
 * - the production server (lib/view-cache/serve.mjs) starts every request's
 *   budget when the request arrives, so that time spent waiting for another
 *   reader's render counts too (it lives in another bundle: found through
 *   globalThis, as lib/view-cache/freshness.ts finds its render);
 * - `withinBudget` (route handlers, and each cached operation);
 * - for server rendering elsewhere (`next dev`), the render itself: React's
 *   `cache()` is per request there, so the first upstream call of a page
 *   render (loaded or joined) fixes the deadline every later call of that
 *   render shares. Outside a render `cache()` memoizes nothing and adds no limit.
 */
const deadlines = new AsyncLocalStorage<number>();

const renderDeadline = cache((timeoutMs: number) => ({ at: Date.now() + timeoutMs }));

/** Where lib/view-cache/serve.mjs keeps the deadline of the request being served. */
interface ServedSlot {
  getStore(): { at: number } | undefined;
}

function servedDeadline(): number {
  return peekSlot<ServedSlot>('macrodesk.requestDeadline')?.getStore()?.at ?? Number.POSITIVE_INFINITY;
}

export function withinBudget<T>(ms: number, run: () => Promise<T>): Promise<T> {
  const outer = deadlines.getStore() ?? Number.POSITIVE_INFINITY;
  return deadlines.run(Math.min(Date.now() + ms, outer), run);
}

/** Milliseconds a request may still take: the timeout, or less when a budget is running out. */
export function requestTimeout(timeoutMs: number): number {
  const now = Date.now();
  const deadline = Math.min(deadlines.getStore() ?? Number.POSITIVE_INFINITY, renderDeadline(timeoutMs).at, servedDeadline());
  return Math.min(timeoutMs, deadline - now);
}
