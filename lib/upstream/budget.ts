import 'server-only';
import { outsideRequests } from '@/lib/memory/outside-requests.mjs';
import { PRIORITIES, RESERVE, type UpstreamPriority } from './priority';
import { CallWindow } from './call-window';
import { BudgetRefused, type AcquireOptions, type BudgetOptions, type BudgetSync, type Grant, type UpstreamBudgetState } from './budget-terms';

/**
 * The upstream token's budget (docs/operations.md, "The upstream budget"):
 * every upstream call of the process, whatever host or family, takes a token
 * of one bucket of UPSTREAM_RATE_PER_S tokens a second, which holds at most
 * half a second's worth (`burst`), and no more than the rate is let through
 * in any window of WINDOW_MS (a second and a quarter): a crawl never pushes a
 * second over the budget as the upstream counts it, and any longer span
 * averages at most the rate. The quarter second is slack for calls that
 * reach the upstream later than they were written: in an hour-long soak the
 * portal wrote at most 20 calls in any second of its own clock while the
 * upstream, pausing 183 ms once, logged 26 in one of its seconds
 * (docs/performance.md, "Soak").
 *
 * Priorities: a page a reader is waiting for ('reader') may take any token;
 * polling routes ('polling') leave a quarter of the bucket to readers, and
 * background work ('background': the archive's backfill, the reaction
 * recorder) half of it. A caller without a token waits in line (readers
 * first, then polling, then background; first come first served within one)
 * for at most its own wait, then is refused: the call is not sent.
 *
 * A call counts from when its request is written, not from when it was
 * granted (`untilSent`): a call granted just before an event-loop stall
 * leaves with the calls granted just after it, so until it is written it
 * holds its place in the window, and it leaves the window one second after
 * it was written (lib/upstream/sends.ts tells when).
 *
 * With REDIS_URL every instance spends from one shared bucket too
 * (lib/redis/rate-buckets.ts, the same Lua bucket as the /api limiter): each
 * instance decides from its own view, and Redis's answer of what all
 * instances left replaces that view.
 */
interface Waiter {
  priority: UpstreamPriority;
  seq: number;
  untilSent: boolean;
  resolve: (grant: Grant) => void;
  reject: (error: BudgetRefused) => void;
  timer: ReturnType<typeof setTimeout>;
}

const SHARED_CLIENT = 'upstream-budget';

export { WINDOW_MS } from './call-window';

export class UpstreamBudget {
  readonly ratePerS: number;
  readonly burst: number;
  private tokens: number;
  private at: number;
  private readonly now: () => number;
  private readonly shared: BudgetSync | null;
  private readonly line: Waiter[] = [];
  private seq = 0;
  private wake: ReturnType<typeof setTimeout> | null = null;
  /** The calls of the last WINDOW_MS (lib/upstream/call-window.ts). */
  private readonly recent: CallWindow;
  /** Calls granted `untilSent` whose request is not yet written. */
  private unsent = 0;
  private readonly granted: Record<UpstreamPriority, number> = { reader: 0, polling: 0, background: 0 };
  private readonly refused: Record<UpstreamPriority, number> = { reader: 0, polling: 0, background: 0 };

  constructor(options: BudgetOptions) {
    if (!(options.ratePerS > 0)) throw new Error('the upstream budget needs a rate above 0');
    this.ratePerS = options.ratePerS;
    this.burst = Math.max(1, options.burst ?? defaultBurst(options.ratePerS));
    this.now = options.now ?? Date.now;
    this.shared = options.shared ?? null;
    this.tokens = this.burst;
    this.at = this.now();
    this.recent = new CallWindow(this.now);
  }

  /** Takes a token at once if `priority` may have one now. */
  tryTake(priority: UpstreamPriority): boolean {
    return this.take(priority, false) !== null;
  }

  /**
   * Resolves when `priority` holds a token (spent), waiting in line at most
   * `waitMs`; rejects with BudgetRefused past that.
   */
  acquire(priority: UpstreamPriority, waitMs: number, options: AcquireOptions = {}): Promise<Grant> {
    const untilSent = options.untilSent ?? false;
    const now = this.take(priority, untilSent);
    if (now) return Promise.resolve(now);
    if (waitMs <= 0) return Promise.reject(this.refuse(priority));
    return new Promise<Grant>((resolve, reject) => {
      const waiter: Waiter = {
        priority,
        seq: ++this.seq,
        untilSent,
        resolve,
        reject,
        // Created outside the request: a timer keeps the async context it was made in alive.
        timer: outsideRequests(() => setTimeout(() => {
          const i = this.line.indexOf(waiter);
          if (i >= 0) this.line.splice(i, 1);
          reject(this.refuse(priority));
          this.pump();
        }, waitMs)),
      };
      this.line.push(waiter);
      this.line.sort((a, b) => rank(a.priority) - rank(b.priority) || a.seq - b.seq);
      this.pump();
    });
  }

  state(): UpstreamBudgetState {
    this.refill();
    const peak = this.recent.peak();
    return {
      ratePerS: this.ratePerS,
      burst: this.burst,
      tokens: Math.round(this.tokens * 100) / 100,
      usedLastSecond: this.recent.lastSecond() + this.unsent,
      unsent: this.unsent,
      peakPerSecond: peak.perSecond,
      peakAt: peak.at,
      waiting: this.line.length,
      granted: { ...this.granted },
      refused: { ...this.refused },
    };
  }

  private take(priority: UpstreamPriority, untilSent: boolean): Grant | null {
    // Nobody overtakes a caller already waiting at the same or a higher priority.
    if (this.line.some((w) => rank(w.priority) <= rank(priority))) return null;
    this.refill();
    if (!this.allows(priority)) return null;
    return this.spend(priority, untilSent);
  }

  private allows(priority: UpstreamPriority): boolean {
    return this.recent.size() + this.unsent < this.perWindow && this.tokens - 1 >= this.reserve(priority) - 1e-9;
  }

  /**
   * Calls this process lets through in any window of WINDOW_MS, at most: the
   * rate itself (or a burst set above it on purpose). The bucket alone would
   * allow its burst on top of a second's refill; the window keeps every
   * second within the budget, with slack.
   */
  private get perWindow(): number {
    return Math.max(1, Math.floor(this.ratePerS), this.burst);
  }

  /** Tokens `priority` leaves in the bucket; a full bucket serves anyone. */
  private reserve(priority: UpstreamPriority): number {
    return Math.min(this.burst * RESERVE[priority], this.burst - 1);
  }

  private spend(priority: UpstreamPriority, untilSent: boolean): Grant {
    this.tokens -= 1;
    this.granted[priority]++;
    let grant: Grant = NOTHING_TO_SAY;
    if (untilSent) {
      this.unsent++;
      let open = true;
      grant = {
        sent: () => {
          if (!open) return;
          open = false;
          this.unsent--;
          this.recent.add();
          if (this.line.length) this.pump();
        },
      };
    } else {
      this.recent.add();
    }
    this.shared?.spent(SHARED_CLIENT, { capacity: this.burst, refillPerSecond: this.ratePerS }, (left) => {
      this.tokens = Math.min(this.burst, left);
      this.at = this.now();
      this.pump();
    });
    return grant;
  }

  private refuse(priority: UpstreamPriority): BudgetRefused {
    this.refused[priority]++;
    this.refill();
    const missing = Math.max(1 - this.tokens, 1) + this.reserve(priority);
    return new BudgetRefused(priority, this.ratePerS, Math.max(1, Math.ceil(missing / this.ratePerS)));
  }

  private refill(): void {
    const now = this.now();
    if (now > this.at) {
      this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.ratePerS);
      this.at = now;
    }
  }

  /** Hands tokens to the callers in line, best first; schedules the next turn when some still wait. */
  private pump(): void {
    if (this.wake) {
      clearTimeout(this.wake);
      this.wake = null;
    }
    this.refill();
    while (this.line.length && this.allows(this.line[0].priority)) {
      const waiter = this.line.shift()!;
      clearTimeout(waiter.timer);
      waiter.resolve(this.spend(waiter.priority, waiter.untilSent));
    }
    const head = this.line[0];
    if (!head) return;
    const need = 1 + this.reserve(head.priority) - this.tokens;
    // When the window is full, the next turn is when its oldest call leaves it
    // (or when a call not yet written is: `sent()` pumps).
    const full = this.recent.size() + this.unsent >= this.perWindow;
    const oldestLeaves = this.recent.untilOldestLeaves();
    if (full && oldestLeaves === null) return;
    const windowFree = full ? oldestLeaves! + 1 : 0;
    const ms = Math.max(1, Math.ceil((need / this.ratePerS) * 1000), windowFree);
    this.wake = outsideRequests(() => setTimeout(() => this.pump(), ms));
  }
}

const NOTHING_TO_SAY: Grant = { sent: () => undefined };

const rank = (p: UpstreamPriority) => PRIORITIES.indexOf(p);

/** Half a second's worth of tokens: a cold month (~31 days) still starts at once, a crawl is held close to the rate. */
export const defaultBurst = (ratePerS: number): number => Math.max(1, Math.ceil(ratePerS / 2));
