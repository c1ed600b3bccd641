import type { UpstreamPriority } from './priority';

/**
 * The terms of the upstream budget (lib/upstream/budget.ts): its options,
 * what a caller holds once let through, what it reports, and the refusal.
 */

/** Hears of every spend and answers, later, the balance all instances left (lib/redis/rate-buckets.ts SharedBuckets). */
export interface BudgetSync {
  spent(client: string, rule: { capacity: number; refillPerSecond: number }, adopt: (tokens: number) => void): void;
}

export interface BudgetOptions {
  /** UPSTREAM_RATE_PER_S: tokens a second for every upstream call. */
  ratePerS: number;
  /** Tokens the bucket holds at most (default: half a second's worth, at least 1). */
  burst?: number;
  now?: () => number;
  shared?: BudgetSync | null;
}

export interface UpstreamBudgetState {
  ratePerS: number;
  burst: number;
  /** Tokens in the bucket now (this instance's view). */
  tokens: number;
  /** Calls let through by this instance in the last second, or granted and not yet written. */
  usedLastSecond: number;
  /** Calls granted whose request is not yet written. */
  unsent: number;
  /** The most calls this instance wrote in any one second since it started, and when that second ended (ISO; null before any call). */
  peakPerSecond: number;
  peakAt: string | null;
  /** Callers waiting for a token now. */
  waiting: number;
  /** Calls let through since start, by priority. */
  granted: Record<UpstreamPriority, number>;
  /** Calls refused (not sent) since start, by priority. */
  refused: Record<UpstreamPriority, number>;
}

/** A token taken: `sent()` says the call's request was written (a no-op unless taken `untilSent`). */
export interface Grant {
  sent(): void;
}

export interface AcquireOptions {
  /** The call holds its place in the window until `sent()` (and one second after). */
  untilSent?: boolean;
}


/** A call the budget refused: not sent. */
export class BudgetRefused extends Error {
  constructor(
    readonly priority: UpstreamPriority,
    readonly ratePerS: number,
    /** Seconds after which a token is likely again. */
    readonly retryAfterSeconds: number,
  ) {
    super(`the upstream budget (${ratePerS} calls/s) is spent`);
    this.name = 'BudgetRefused';
  }
}
