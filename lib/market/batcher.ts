import { UpstreamError } from '@/lib/upstream/errors';
import type { Fetched, Quote } from '@/lib/upstream/types';
import { chunked, quoteKey, refOfKey, type SymbolRef } from './keys';

/**
 * The quote batcher: every reader's poll is answered from one book of last
 * quotes, and the upstream sees the union of wanted symbols, fetched in as few
 * Market data (`symbol`) calls as possible (docs/upstream.md D), once per
 * refresh interval, however many readers there are.
 *
 * - A key that was asked for recently is "watched". When watched keys get
 *   older than `freshMs`, one refresh fetches all of them together, in sorted
 *   runs of at most `batchSize` entries.
 * - Keys not in the book make their caller wait; callers arriving within
 *   `windowMs` are gathered into one upstream call, and a key already being
 *   fetched is waited for, not fetched again.
 * - A key that has a quote is answered at once, even when a refresh is due
 *   (the refresh runs in the background), unless the quote is older than
 *   `maxAgeMs`, in which case the caller waits for the refresh.
 * - When a fetch fails the last good quotes are served, marked stale.
 * - A caller waits no longer than its own budget (what is left of its
 *   request's, lib/upstream/deadline.ts): then keys still being fetched are
 *   answered with their last quote, marked stale, or as a timeout.
 */
export type FetchQuotes = (entries: SymbolRef[]) => Promise<Fetched<Quote[]>>;

export interface BatcherOptions {
  fetchQuotes: FetchQuotes;
  freshMs?: number;
  maxAgeMs?: number;
  watchMs?: number;
  batchSize?: number;
  windowMs?: number;
  now?: () => number;
}

export interface QuoteBatch {
  /** The quotes found, in the order asked. */
  quotes: Quote[];
  /** Keys the upstream returned no record for. */
  missing: string[];
  /** When the oldest served quote was fetched from the upstream (epoch ms). */
  fetchedAt: number;
  /** True when some quote is a last good copy kept because the upstream failed. */
  stale: boolean;
}

interface BookEntry {
  quote: Quote | null;
  fetchedAt: number;
  /** When we last tried to refresh it (schedules the next refresh). */
  checkedAt: number;
  stale: boolean;
  /** Why the last fetch failed, while there is no good quote to fall back on. */
  error?: unknown;
}

const NONE: ReadonlySet<string> = new Set();

export class QuoteBatcher {
  private readonly book = new Map<string, BookEntry>();
  private readonly lastAsked = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly queued = new Set<string>();
  private tick: Promise<void> | null = null;
  private readonly o: Required<BatcherOptions>;

  constructor(options: BatcherOptions) {
    this.o = {
      freshMs: 2000,
      maxAgeMs: 15_000,
      watchMs: 30_000,
      batchSize: 50,
      windowMs: 5,
      now: Date.now,
      ...options,
    };
  }

  /**
   * The quotes of `keys` (each `EX|CODE`, already validated by the caller),
   * waiting at most `budgetMs` for a fetch.
   */
  async quotes(keys: readonly string[], budgetMs?: number): Promise<QuoteBatch> {
    const now = this.o.now();
    const waits: Promise<void>[] = [];
    const waited: string[] = [];
    let refreshDue = false;
    for (const key of keys) {
      this.lastAsked.set(key, now);
      const entry = this.book.get(key);
      const age = entry ? now - entry.checkedAt : Infinity;
      if (age < this.o.freshMs) continue;
      refreshDue = true;
      if (!entry || now - entry.fetchedAt >= this.o.maxAgeMs) {
        waits.push(this.want(key));
        waited.push(key);
      }
    }
    if (refreshDue) this.scheduleTick();
    if (waits.length === 0) return this.assemble(keys, NONE);
    const all = Promise.all(waits);
    const done = budgetMs === undefined ? (await all, true) : await settlesWithin(all, budgetMs);
    return this.assemble(keys, done ? NONE : new Set(waited.filter((k) => this.inFlight.has(k) || this.queued.has(k))));
  }

  private want(key: string): Promise<void> {
    const running = this.inFlight.get(key);
    if (running) return running;
    this.queued.add(key);
    return this.scheduleTick();
  }

  private scheduleTick(): Promise<void> {
    this.tick ??= new Promise<void>((resolve) => {
      setTimeout(() => {
        this.tick = null;
        this.runTick().then(resolve);
      }, this.o.windowMs);
    });
    return this.tick;
  }

  /**
   * One refresh: the queued keys plus, when any watched key is due, every
   * watched key at least half way to due, so that keys first fetched at
   * different moments fall into step and share calls from then on.
   */
  private async runTick(): Promise<void> {
    const now = this.o.now();
    const keys = new Set(this.queued);
    this.queued.clear();
    const candidates: string[] = [];
    let due = false;
    for (const [key, askedAt] of this.lastAsked) {
      if (now - askedAt > this.o.watchMs) {
        this.lastAsked.delete(key);
        continue;
      }
      if (this.inFlight.has(key) || keys.has(key)) continue;
      const entry = this.book.get(key);
      const age = entry ? now - entry.checkedAt : Infinity;
      if (age >= this.o.freshMs) due = true;
      if (age >= this.o.freshMs / 2) candidates.push(key);
    }
    if (due) for (const key of candidates) keys.add(key);
    for (const key of keys) if (this.inFlight.has(key)) keys.delete(key);
    const runs = chunked([...keys].sort(), this.o.batchSize);
    await Promise.all(runs.map((run) => this.fetchRun(run)));
  }

  private fetchRun(run: string[]): Promise<void> {
    const done = this.o
      .fetchQuotes(run.map(refOfKey))
      .then(
        (fetched) => this.store(run, fetched),
        (error: unknown) => this.fail(run, error),
      )
      .finally(() => {
        for (const key of run) if (this.inFlight.get(key) === done) this.inFlight.delete(key);
      });
    for (const key of run) this.inFlight.set(key, done);
    return done;
  }

  private store(run: string[], fetched: Fetched<Quote[]>): void {
    const checkedAt = this.o.now();
    const byKey = new Map(fetched.data.map((q) => [quoteKey(q), q]));
    for (const key of run) {
      this.book.set(key, {
        quote: byKey.get(key) ?? null,
        fetchedAt: fetched.fetchedAt,
        checkedAt,
        stale: fetched.stale,
      });
    }
  }

  private fail(run: string[], error: unknown): void {
    const checkedAt = this.o.now();
    for (const key of run) {
      const entry = this.book.get(key);
      // Keep the last good quote; retry after another refresh interval, not at once.
      if (entry?.quote) this.book.set(key, { ...entry, checkedAt, stale: true });
      else this.book.set(key, { quote: null, fetchedAt: 0, checkedAt, stale: true, error });
    }
  }

  /**
   * Throws the upstream error when no key can be answered; with some answered,
   * the others are listed as missing and the batch is marked stale. `late`:
   * keys the caller waited for whose fetch outlasted its budget, answered
   * with an earlier quote (stale) or as a timeout.
   */
  private assemble(keys: readonly string[], late: ReadonlySet<string>): QuoteBatch {
    const quotes: Quote[] = [];
    const missing: string[] = [];
    let fetchedAt = Infinity;
    let stale = false;
    let error: unknown = undefined;
    for (const key of keys) {
      const entry = this.book.get(key);
      const pending = late.has(key);
      if (entry?.quote) {
        quotes.push(entry.quote);
        fetchedAt = Math.min(fetchedAt, entry.fetchedAt);
        stale ||= entry.stale || pending;
        continue;
      }
      missing.push(key);
      if (pending) {
        error ??= new UpstreamError('timeout', 'market.quotes', 'the request budget was spent before the quote refresh answered');
        stale = true;
      } else if (entry?.error !== undefined) {
        error ??= entry.error;
        stale = true;
      }
    }
    if (quotes.length === 0 && error !== undefined) throw error;
    return { quotes, missing, fetchedAt: Number.isFinite(fetchedAt) ? fetchedAt : this.o.now(), stale };
  }
}

/** Whether `promise` settles within `ms` (it is left running either way). */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const spent = new Promise<boolean>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, ms), false);
  });
  return Promise.race([promise.then(() => true), spent]).finally(() => clearTimeout(timer));
}
