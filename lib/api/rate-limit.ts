import { getConfig } from '@/lib/config';
import { processSlot } from '@/lib/process-slots.mjs';
import { processBuckets } from '@/lib/redis/process';
import type { BucketRule } from '@/lib/redis/rate-buckets';
import { clientKey } from './client-address';
import { jsonError } from './respond';
import type { NextResponse } from 'next/server';

/**
 * A per-client token bucket (docs/operations.md, "Rate limits"): RATE_LIMIT
 * for /api/*, PAGE_RATE_LIMIT for pages (lib/api/page-limit.ts). Each client
 * owns `capacity` tokens, refilled at `refillPerSecond`; a request spends
 * one, and a client with none left gets 429 with Retry-After. Who the client
 * is: lib/api/client-address.ts (the socket's peer, or TRUST_PROXY hops left
 * of it in X-Forwarded-For; an IPv6 client by its /64). No address is exempt,
 * loopback included: on one machine the browser tests and the benchmark set
 * the limits off or high instead.
 */
export interface RateLimitOptions {
  capacity: number;
  refillPerSecond: number;
  /** Proxies in front of ours whose appended X-Forwarded-For entries are trusted (TRUST_PROXY). */
  trustedHops: number;
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

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly o: RateLimitOptions;

  constructor(options: Partial<RateLimitOptions> = {}) {
    this.o = { capacity: 40, refillPerSecond: 10, trustedHops: 0, maxClients: 50_000, now: Date.now, ...options };
  }

  get trustedHops(): number {
    return this.o.trustedHops;
  }

  /** Spends one token of `client`'s bucket if it has one. */
  take(client: string): RateDecision {
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
 * The limiter of /api/* (10 per second after a burst of 40 by default: one
 * reader's page polls about 0.7 per second, which leaves room for a dozen
 * readers behind one NAT address); null when RATE_LIMIT=off. One per
 * process, on globalThis, since Next bundles proxy.ts and each route handler
 * separately; with REDIS_URL its buckets are shared by every instance.
 */
export function apiLimiter(): RateLimiter | null {
  return processSlot('macrodesk.api.limiter', () => {
    const config = getConfig();
    return config.rateLimit
      ? new RateLimiter({
          capacity: config.rateLimit.burst,
          refillPerSecond: config.rateLimit.perSecond,
          trustedHops: config.trustProxy,
          shared: processBuckets(config),
        })
      : null;
  });
}

/** A 429 response for a refused request, or null when the request may go on. */
export function limitRequest(request: Request, limiter: RateLimiter | null = apiLimiter()): NextResponse | null {
  if (!limiter) return null;
  const decision = limiter.take(clientKey(request.headers, limiter.trustedHops));
  if (decision.allowed) return null;
  return jsonError(429, 'rate_limited', 'Too many requests; retry after the time given in Retry-After.', {
    'Retry-After': String(decision.retryAfterSeconds),
    'Cache-Control': 'no-store',
  });
}
