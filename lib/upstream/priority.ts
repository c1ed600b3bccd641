import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

// Who an upstream call is for, and how long it may wait for a token of the
// upstream budget (lib/upstream/budget.ts; docs/operations.md, "The upstream budget").

export type UpstreamPriority = 'reader' | 'polling' | 'background';

export const PRIORITIES: readonly UpstreamPriority[] = ['reader', 'polling', 'background'];

/** The share of the bucket a priority must leave untouched (readers may empty it). */
export const RESERVE: Record<UpstreamPriority, number> = { reader: 0, polling: 0.25, background: 0.5 };

/** How long a caller waits in line for a token at most, before its own deadline halves it further. */
export const MAX_WAIT_MS: Record<UpstreamPriority, number> = { reader: 2000, polling: 1000, background: 5000 };

/**
 * Who an upstream call is for, carried through the async calls of a request
 * or of a background loop: route handlers that pages poll run in 'polling',
 * the archive's loops in 'background', anything else (a page being
 * rendered, a preview image) is a reader's. `maxWaitMs` lowers the wait for
 * a token (0: take one only if one is there at once).
 */
export interface PriorityScope {
  priority: UpstreamPriority;
  maxWaitMs?: number;
}

const scopes = new AsyncLocalStorage<PriorityScope>();

export function withUpstreamPriority<T>(priority: UpstreamPriority, run: () => T, options: { maxWaitMs?: number } = {}): T {
  return scopes.run({ priority, ...options }, run);
}

/** The calls made in `run` wait for no token: they take one that is there, or are refused (a view already over budget). */
export function withoutWaiting<T>(run: () => T): T {
  return scopes.run({ priority: currentPriority(), maxWaitMs: 0 }, run);
}

export function currentPriority(): UpstreamPriority {
  return scopes.getStore()?.priority ?? 'reader';
}

/** How long the current caller may wait for a token, given what is left of its own time budget. */
export function waitFor(remainingMs: number): { priority: UpstreamPriority; waitMs: number } {
  const scope = scopes.getStore();
  const priority = scope?.priority ?? 'reader';
  // Half of what is left at most: a token that comes when the time is up is of no use.
  const waitMs = Math.min(MAX_WAIT_MS[priority], scope?.maxWaitMs ?? Infinity, Math.floor(remainingMs / 2));
  return { priority, waitMs: Math.max(0, waitMs) };
}
