import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SharedRedis } from '@/lib/redis/shared-redis';
import type { CacheEntry, CacheStore, Claim } from './cache-contract';
import type { MemoryStore } from './memory-store';

export interface RedisStoreOptions {
  /** Key prefix (lib/redis/process.ts `keyspace`). */
  namespace: string;
  /** This instance's own copies: answers while Redis is away, and fresh entries without a round trip. */
  local: MemoryStore;
  now: () => number;
  /** How long an instance waits for another's load before loading itself (the upstream timeout). */
  waitMs: number;
  /** Lifetime of a claim, so a crashed instance's claim ends on its own. */
  claimMs: number;
}

const RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

/**
 * Takes the lock (KEYS[1]) when it is free or left by this instance (ARGV[2]
 * prefixes its tokens), and reads the entry (KEYS[2]) in the same round
 * trip. The instance loads a key once at a time, so a lock of its own is one
 * whose release was lost (a reply timed out): it would otherwise stall the
 * instance's next refresh until it expires.
 */
const CLAIM = `
local holder = redis.call('GET', KEYS[1])
local taken = 0
if not holder or string.sub(holder, 1, string.len(ARGV[2])) == ARGV[2] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
  taken = 1
end
return { taken, redis.call('GET', KEYS[2]) }`;
const UNSHARED: Claim = { kind: 'load', release: async () => undefined };

/**
 * Cache entries shared by every instance through Redis (docs/design.md "Freshness
 * and cost"), with expiry at `keepUntil` so stale-if-error copies are shared
 * too. Each instance keeps its own copy of what it wrote or read: a fresh one
 * is served without asking Redis, and when Redis is unreachable the copies
 * answer and the cache works as on one instance (see SharedRedis).
 *
 * Coalescing across instances: before calling the upstream, an instance takes
 * a short lock on the key (CLAIM). The others poll for the entry the holder
 * stores, and load themselves only when it released the lock without one
 * (its load failed) or after `waitMs`.
 */
export class RedisStore implements CacheStore {
  /** Prefix of this instance's lock tokens. */
  private readonly owner = `${randomUUID()}:`;

  constructor(
    private readonly redis: SharedRedis,
    private readonly o: RedisStoreOptions,
  ) {}

  /** This instance's copies (Redis holds the others'). */
  get size(): number {
    return this.o.local.size;
  }

  async get(key: string): Promise<CacheEntry | undefined> {
    const own = this.o.local.get(key);
    if (own && this.o.now() < own.freshUntil) return own;
    const shared = await this.read(key);
    if (shared && (!own || shared.storedAt > own.storedAt)) {
      this.o.local.set(key, shared);
      return shared;
    }
    return own;
  }

  async set(key: string, entry: CacheEntry): Promise<void> {
    this.o.local.set(key, entry);
    const ttl = Math.ceil(entry.keepUntil - this.o.now());
    if (ttl <= 0) return;
    const value = JSON.stringify(entry);
    await this.redis.use((r) => r.set(this.entryKey(key), value, { expiration: { type: 'PX', value: ttl } }), () => null);
  }

  /**
   * Drops this instance's copy. The cache deletes entries past `keepUntil`,
   * which Redis has already expired; deleting there too could remove a newer
   * entry another instance just stored.
   */
  delete(key: string): void {
    this.o.local.delete(key);
  }

  /** `waitMs`: the caller's own budget, when shorter than `waitMs` of the options. */
  async claim(key: string, waitMs = this.o.waitMs): Promise<Claim> {
    const lock = `${this.o.namespace}:lock:${key}`;
    const token = `${this.owner}${randomUUID()}`;
    const keys = [lock, this.entryKey(key)];
    const args = [token, this.owner, String(this.o.claimMs)];
    const deadline = this.o.now() + Math.min(this.o.waitMs, waitMs);
    for (let pause = 5; ; pause = Math.min(pause * 2, 50)) {
      const answer = await this.redis.use(async (r) => (await r.eval(CLAIM, { keys, arguments: args })) as [number, string | null], () => null);
      if (answer === null) return UNSHARED;
      const taken = answer[0] === 1;
      // Fresh already: stored by an instance that finished between our miss and now.
      const entry = this.freshCopy(key, answer[1]);
      if (entry) {
        if (taken) await this.unlock(lock, token);
        return { kind: 'loaded', entry };
      }
      if (taken) return { kind: 'load', release: () => this.unlock(lock, token) };
      if (this.o.now() >= deadline) return UNSHARED;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  private freshCopy(key: string, text: string | null): CacheEntry | undefined {
    const entry = text === null ? undefined : (JSON.parse(text) as CacheEntry);
    if (!entry || this.o.now() >= entry.freshUntil) return undefined;
    this.o.local.set(key, entry);
    return entry;
  }

  private read(key: string): Promise<CacheEntry | undefined> {
    return this.redis.use(async (r) => {
      const text = await r.get(this.entryKey(key));
      return text === null ? undefined : (JSON.parse(text) as CacheEntry);
    }, () => undefined);
  }

  private async unlock(lock: string, token: string): Promise<void> {
    // Only our own lock: after `claimMs` it may belong to another instance.
    await this.redis.use((r) => r.eval(RELEASE, { keys: [lock], arguments: [token] }), () => null);
  }

  private entryKey(key: string): string {
    return `${this.o.namespace}:cache:${key}`;
  }
}
