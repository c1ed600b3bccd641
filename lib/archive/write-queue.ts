/**
 * The archive's background writes (write-through of answers, legacy id
 * pairs), one at a time and bounded.
 *
 * A page never waits for them, so under a stream of never-seen views they can
 * arrive faster than the store takes them (PGlite runs one statement at a
 * time). Started at once from the request, each pending write would keep its
 * request alive — the response, the render's async context, the answer —
 * until its turn: memory grew with the backlog. Here a request only leaves a
 * task in a bounded list; one worker, whose awaits resume in its own context,
 * runs them. Beyond `tasks` waiting tasks, or `records` waiting records (a
 * day's answer weighs its releases: a backlog of whole months must not fill
 * the heap when the store is slow), a write is dropped and counted: the day
 * is not marked archived, so the backfill stores it later.
 */
export type WriteTask = () => Promise<void>;

export interface WriteQueueStatus {
  /** Tasks waiting (not counting the one running). */
  waiting: number;
  written: number;
  failed: number;
  /** Dropped because the list was full. */
  dropped: number;
}

export interface WriteQueueLimits {
  tasks: number;
  /** Records (releases, id pairs) the waiting tasks may hold together. */
  records?: number;
}

export class WriteQueue {
  private readonly tasks: { task: WriteTask; records: number }[] = [];
  private waitingRecords = 0;
  private wake: (() => void) | null = null;
  private running = false;
  private closed = false;
  private readonly counts = { written: 0, failed: 0, dropped: 0 };

  constructor(
    private readonly limits: WriteQueueLimits,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Leaves a task holding `records` records for the worker; false (and counted) when the list is full or closed. */
  push(task: WriteTask, records = 0): boolean {
    const full = this.closed || this.tasks.length >= this.limits.tasks || this.waitingRecords + records > (this.limits.records ?? Number.POSITIVE_INFINITY);
    if (full) {
      this.counts.dropped++;
      return false;
    }
    this.tasks.push({ task, records });
    this.waitingRecords += records;
    const wake = this.wake;
    this.wake = null;
    wake?.();
    return true;
  }

  /**
   * Starts the worker once. Call it where no request is under way (server
   * start): the worker's awaits resume in the context it was started in.
   */
  start(): void {
    if (this.running) return;
    this.running = true;
    void this.work();
  }

  status(): WriteQueueStatus {
    return { waiting: this.tasks.length, ...this.counts };
  }

  /** Resolves once every task pushed so far has run (tests, shutdown). */
  async drained(): Promise<void> {
    while (this.tasks.length || this.busy) await new Promise((r) => setTimeout(r, 5));
  }

  /**
   * For a clean stop (lib/archive/runtime.ts, closeArchive): takes no more
   * tasks (one pushed later is dropped and counted, left to the backfill like
   * any dropped write), runs every task waiting, starting the worker if no one
   * has, and resolves once the last is done, so that the database can close.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.start();
    await this.drained();
  }

  private busy = false;

  private async work(): Promise<void> {
    for (;;) {
      const next = this.tasks.shift();
      if (!next) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        continue;
      }
      this.waitingRecords -= next.records;
      this.busy = true;
      try {
        await next.task();
        this.counts.written++;
      } catch (error) {
        this.counts.failed++;
        this.onError(error);
      } finally {
        this.busy = false;
      }
    }
  }
}
