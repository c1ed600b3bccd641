import { getConfig } from '@/lib/config';
import { processBuckets } from '@/lib/redis/process';
import type { BucketRule } from '@/lib/redis/rate-buckets';
import { jsonError } from './respond';
import type { NextResponse } from 'next/server';

/**
 * A per-client token bucket for the polling endpoints. Each client address
 * owns `capacity` tokens, refilled at `refillPerSecond`; a request spends one,
 * and a client with none left gets 429 with Retry-After.
 *
 * Who the client is: an `X-Forwarded-For` entry. `next start` sets that
 * header to the socket's peer address only when it is absent, and each
 * reverse proxy appends the address it saw, so the rightmost entry is the
 * nearest hop that is not ours; behind N trusted proxies in a row (a CDN,
 * then nginx) the client is N entries further left (`trustedHops`).
 * Deployed without a proxy, a client could send its own header and pick its
 * key; deploy behind one that sets it.
 *
 * Loopback peers are exempt by default: on one machine they are our own
 * tools (the browser tests, whose workers share 127.0.0.1, and the benchmark,
 * whose thousand readers come from one address), never separate readers.
 * Behind a proxy on the same host the header carries the real address, so
 * the exemption does not switch the limit off for readers.
 */
export interface RateLimitOptions {
  capacity: number;
  refillPerSecond: number;
  /** Proxies in front of ours whose appended X-Forwarded-For entries are trusted. */
  trustedHops: number;
  exemptLoopback: boolean;
  /** Buckets kept at most; the fullest (longest idle) are dropped first. */
  maxClients: number;
  now: () => number;
  /** Buckets shared with other instances (REDIS_URL, lib/redis/rate-buckets.ts); absent: this process only. */
  shared?: BucketSync | null;
}

/** Hears of every spend and answers, later, the balance all instances left. */
export interface BucketSync {
  spent(client: string, rule: BucketRule, adopt: (tokens: number) => void): void;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost)$/i;

export function clientAddress(headers: Headers, trustedHops = 0): string {
  const forwarded = headers.get('x-forwarded-for');
  const hops = forwarded ? forwarded.split(',').map((h) => h.trim()).filter(Boolean) : [];
  return hops.at(-1 - Math.min(trustedHops, Math.max(0, hops.length - 1))) ?? headers.get('x-real-ip')?.trim() ?? 'unknown';
}

export function isLoopback(address: string): boolean {
  return LOOPBACK.test(address);
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly o: RateLimitOptions;

  constructor(options: Partial<RateLimitOptions> = {}) {
    this.o = { capacity: 40, refillPerSecond: 10, trustedHops: 0, exemptLoopback: true, maxClients: 50_000, now: Date.now, ...options };
  }

  get trustedHops(): number {
    return this.o.trustedHops;
  }

  /** Spends one token of `client`'s bucket if it has one. */
  take(client: string): RateDecision {
    if (this.o.exemptLoopback && isLoopback(client)) return { allowed: true };
    const now = this.o.now();
    const bucket = this.buckets.get(client);
    const tokens = bucket
      ? Math.min(this.o.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.o.refillPerSecond)
      : this.o.capacity;
    if (tokens < 1) {
      this.remember(client, { tokens, at: now });
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / this.o.refillPerSecond)) };
    }
    this.remember(client, { tokens: tokens - 1, at: now });
    this.o.shared?.spent(client, this.o, (left) => this.remember(client, { tokens: left, at: this.o.now() }));
    return { allowed: true };
  }

  private remember(client: string, bucket: Bucket): void {
    // Re-inserting keeps the Map in least-recently-used order.
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    if (this.buckets.size > this.o.maxClients) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
  }
}

/**
 * The limiter of the polling endpoints (/api/quotes, /api/kline): a burst of
 * 40 requests, then 10 per second per client address. One reader's page
 * polls about 0.7 per second (quotes every 2 s, candles every 5 s), so this
 * leaves room for a dozen readers behind one NAT address. One per process,
 * on globalThis, since Next may bundle each route handler separately; with
 * REDIS_URL its buckets are shared by every instance.
 */
const KEY = Symbol.for('macrodesk.api.pollingLimiter');
type Holder = { [KEY]?: RateLimiter };

export function pollingLimiter(): RateLimiter {
  const holder = globalThis as Holder;
  holder[KEY] ??= new RateLimiter({ shared: processBuckets(getConfig()) });
  return holder[KEY];
}

/** A 429 response for a refused request, or null when the request may go on. */
export function limitRequest(request: Request, limiter: RateLimiter = pollingLimiter()): NextResponse | null {
  const decision = limiter.take(clientAddress(request.headers, limiter.trustedHops));
  if (decision.allowed) return null;
  return jsonError(429, 'rate_limited', 'Too many requests; retry after the time given in Retry-After.', {
    'Retry-After': String(decision.retryAfterSeconds),
    'Cache-Control': 'no-store',
  });
}
