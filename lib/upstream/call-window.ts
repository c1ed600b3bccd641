/**
 * The upstream calls of the last WINDOW_MS, by when each was written (or
 * granted, for calls not taken `untilSent`), oldest first, and the busiest
 * second seen since start (lib/upstream/budget.ts, docs/operations.md "The
 * upstream budget").
 */

/** The window the rate holds in (ms): one second and a quarter of slack for the upstream's clock. */
export const WINDOW_MS = 1250;

export class CallWindow {
  private readonly times: number[] = [];
  /** The most calls written within one second since start, and when that second ended. */
  private busiest = { calls: 0, at: NaN };

  constructor(private readonly now: () => number) {}

  /** A call enters the window now; the busiest second follows. */
  add(): void {
    const now = this.now();
    this.times.push(now);
    this.forgetOld();
    const inSecond = this.lastSecond();
    if (inSecond > this.busiest.calls) this.busiest = { calls: inSecond, at: now };
  }

  /** Calls in the window now. */
  size(): number {
    this.forgetOld();
    return this.times.length;
  }

  /** Calls written in the last second (the figure the upstream counts). */
  lastSecond(): number {
    const since = this.now() - 1000;
    let n = 0;
    for (let i = this.times.length - 1; i >= 0 && this.times[i] > since; i--) n++;
    return n;
  }

  /** Milliseconds until the oldest call leaves the window (null when it is empty). */
  untilOldestLeaves(): number | null {
    this.forgetOld();
    return this.times.length ? this.times[0] + WINDOW_MS - this.now() : null;
  }

  peak(): { perSecond: number; at: string | null } {
    return { perSecond: this.busiest.calls, at: Number.isNaN(this.busiest.at) ? null : new Date(this.busiest.at).toISOString() };
  }

  private forgetOld(): void {
    const since = this.now() - WINDOW_MS;
    while (this.times.length && this.times[0] <= since) this.times.shift();
  }
}
