import 'server-only';
import { createHash } from 'node:crypto';
import type { SharedRedis } from './shared-redis';

/** A token bucket's rule (lib/api/rate-limit.ts). */
export interface BucketRule {
  capacity: number;
  refillPerSecond: number;
}

/**
 * Spends tokens of a bucket kept in Redis and answers what is left. Redis's
 * own clock refills it, so instances with drifting clocks agree. A bucket may
 * go into debt (down to -capacity): instances decide before Redis answers
 * (see SharedBuckets), and what they let through together is paid back by
 * refusing for longer. The key expires once the bucket would be full again.
 */
const SPEND = `
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1]) or capacity
local at = tonumber(b[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) / 1000 * rate) - tonumber(ARGV[3])
if tokens < -capacity then tokens = -capacity end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / rate * 1000) + 1000)
return tostring(tokens)`;

/**
 * The per-client rate limit shared by every instance. Route handlers decide
 * synchronously from this instance's bucket (no round trip per request);
 * each request let through is then spent in Redis, and Redis's answer (what
 * all instances left of the bucket) replaces this instance's view, less the
 * spends still on their way. A client is thus held to one bucket across
 * instances: between a spend and its answer an instance may let through
 * what another already spent, and the shared bucket's debt makes up for it.
 * When Redis cannot answer, the instance's own bucket goes on alone.
 */
export class SharedBuckets {
  /** Spends sent to Redis and not answered yet, per bucket key. */
  private readonly unanswered = new Map<string, number>();

  constructor(
    private readonly redis: SharedRedis,
    private readonly namespace: string,
  ) {}

  /** Records one spend of `client`'s bucket; `adopt` receives the shared balance. */
  spent(client: string, rule: BucketRule, adopt: (tokens: number) => void): void {
    const key = this.bucketKey(client, rule);
    this.unanswered.set(key, (this.unanswered.get(key) ?? 0) + 1);
    void this.redis
      .use(
        async (r) => Number(await r.eval(SPEND, { keys: [key], arguments: [String(rule.capacity), String(rule.refillPerSecond), '1'] })),
        () => null,
      )
      .then((left) => {
        const pending = (this.unanswered.get(key) ?? 1) - 1;
        if (pending > 0) this.unanswered.set(key, pending);
        else this.unanswered.delete(key);
        if (left !== null && Number.isFinite(left)) adopt(left - pending);
      });
  }

  /** The address is hashed: any header text a client sends stays out of key names. */
  private bucketKey(client: string, rule: BucketRule): string {
    const id = createHash('sha256').update(client).digest('base64url').slice(0, 22);
    return `${this.namespace}:rate:${rule.capacity}-${rule.refillPerSecond}:${id}`;
  }
}
