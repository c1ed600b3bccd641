import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One time budget shared by every upstream request made inside it: an
 * operation's retry and host fallbacks ({alt_base_url}, then legacy) run one
 * after another, and without a shared budget a hanging upstream would cost
 * the page UPSTREAM_TIMEOUT_MS once per step. A budget inside another never
 * outlasts the outer one.
 */
const deadlines = new AsyncLocalStorage<number>();

export function withinBudget<T>(ms: number, run: () => Promise<T>): Promise<T> {
  const outer = deadlines.getStore() ?? Number.POSITIVE_INFINITY;
  return deadlines.run(Math.min(Date.now() + ms, outer), run);
}

/** Milliseconds a request may still take: the timeout, or less when a budget is running out. */
export function requestTimeout(timeoutMs: number): number {
  const deadline = deadlines.getStore();
  return deadline === undefined ? timeoutMs : Math.min(timeoutMs, deadline - Date.now());
}
