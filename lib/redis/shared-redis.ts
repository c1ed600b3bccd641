import 'server-only';
import { createClient } from '@redis/client';
import { outsideRequests } from '@/lib/memory/outside-requests.mjs';

export type RedisConnection = ReturnType<typeof createClient>;

export interface SharedRedisOptions {
  /** A command not answered within this counts as a failure and its caller falls back. */
  commandTimeoutMs?: number;
  /** After a failure, Redis is left alone for this long (every call falls back at once). */
  pauseMs?: number;
  /** Outage messages are written at most this often. */
  logEveryMs?: number;
  log?: (message: string) => void;
  now?: () => number;
}

/**
 * One connection to REDIS_URL, and the rule that Redis is an optimisation,
 * never a dependency: a command that cannot run (not connected yet,
 * connection lost, slow reply) gives its caller's in-memory fallback for
 * that request, so pages keep answering. The client reconnects on its own;
 * an outage is logged once a minute and its end once.
 *
 * The offline queue is off: while disconnected, commands fail at once
 * instead of piling up behind a dead socket.
 */
export class SharedRedis {
  private readonly client: RedisConnection;
  private readonly o: Required<SharedRedisOptions>;
  private down = false;
  private loggedAt = -Infinity;
  private pausedUntil = -Infinity;
  /** Commands sent and not yet answered or given up on (`idle`). */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(url: string, options: SharedRedisOptions = {}) {
    this.o = {
      commandTimeoutMs: 1000,
      pauseMs: 1000,
      logEveryMs: 60_000,
      log: (message) => console.warn(message),
      now: Date.now,
      ...options,
    };
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      commandOptions: { timeout: this.o.commandTimeoutMs },
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
    });
    this.client.on('error', (error: unknown) => this.failed(error));
    this.client.on('ready', () => this.recovered());
    // The socket alone never keeps a process alive (a build, a script); a server's listener does.
    this.client.unref();
    // Its socket outlives the request that may create it (lib/memory/outside-requests.mjs).
    outsideRequests(() => this.client.connect()).catch((error: unknown) => this.failed(error));
  }

  /** True while commands can be sent (connected, not paused after a failure). */
  get available(): boolean {
    return this.client.isReady && this.o.now() >= this.pausedUntil;
  }

  /**
   * Runs `command` on Redis, or `fallback` when Redis cannot answer now or
   * has not answered within `commandTimeoutMs`. The client's own timeout ends
   * only the wait to be sent: a command sent to a Redis that stopped
   * answering without closing the connection (paused, or cut off by the
   * network) would be waited for without end, and so would everything behind
   * it, the archive's clean stop included (docs/operations.md, "Stopping").
   */
  async use<T>(command: (redis: RedisConnection) => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    if (!this.available) return fallback();
    let result: T;
    try {
      const reply = this.answered(command(this.client));
      this.inFlight.add(reply);
      void reply.catch(() => undefined).finally(() => this.inFlight.delete(reply));
      result = await reply;
    } catch (error) {
      this.failed(error);
      return fallback();
    }
    if (this.down) this.recovered();
    return result;
  }

  /** What `reply` settles with, or a failure once `commandTimeoutMs` has passed without it. */
  private answered<T>(reply: Promise<T>): Promise<T> {
    // A reply given up on may still fail later (its connection lost): nobody waits for it then.
    reply.catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      const fail = () => reject(new Error(`no answer within ${this.o.commandTimeoutMs} ms`));
      // After the sockets are read: a reply that came while the event loop was held up still counts.
      timer = setTimeout(() => setImmediate(fail), this.o.commandTimeoutMs);
    });
    return Promise.race([reply, late]).finally(() => clearTimeout(timer));
  }

  /**
   * Settles once every command sent so far has its answer (or was given up
   * on) and what its callers did with it has run: for tests, where a fixed
   * wait for Redis is a race on a loaded machine.
   */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** Closes the connection (tests; a server process keeps it until it exits). */
  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
  }

  private failed(error: unknown): void {
    const now = this.o.now();
    this.pausedUntil = now + this.o.pauseMs;
    this.down = true;
    if (now - this.loggedAt < this.o.logEveryMs) return;
    this.loggedAt = now;
    const reason = error instanceof Error ? error.message : String(error);
    this.o.log(`[macrodesk] Redis unavailable (${reason}): cache and rate limit stay in memory until it is back`);
  }

  private recovered(): void {
    this.pausedUntil = -Infinity;
    if (!this.down) return;
    this.down = false;
    this.o.log('[macrodesk] Redis reachable again: cache and rate limit are shared');
  }
}
