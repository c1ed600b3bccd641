import 'server-only';
import type { z } from 'zod';
import type { UpstreamCache } from './cache';
import type { Freshness, Loaded } from './cache-contract';
import type { Decoded } from './decode';
import { requestTimeout, withinBudget } from './deadline';
import { isUpstreamError, redact, UpstreamError } from './errors';
import type { Send } from './http';
import type { LegacyIdBook } from './legacy-ids';
import type { Fetched, ReleaseSource, Variant } from './types';

/** What every resource module works with; built once per client in client.ts. */
export interface ClientContext {
  send: Send;
  cache: UpstreamCache;
  /** UPSTREAM_TIME_ZONE: the zone of the upstream's naive timestamps. */
  timeZone: string;
  now: () => number;
  legacyEnabled: boolean;
  /** IDX_ID → legacy ID pairs learned from legacy list answers. */
  legacyIds: LegacyIdBook;
  token: string;
  /** UPSTREAM_TIMEOUT_MS: one operation, with its retry and {alt_base_url} fallback, gets this much in all. */
  timeoutMs?: number;
}

/** Validates one argument; a bad one is an `invalid` error and no request is made. */
export function argument<S extends z.ZodType>(operation: string, name: string, schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UpstreamError('invalid', operation, `${name} ${issue?.message ?? 'is invalid'}`);
  }
  return parsed.data;
}

/**
 * A cached operation. Keys are built from the operation and its validated
 * parameters only, never the token; errors leaving the client are redacted
 * once more here, whatever text they picked up on the way.
 */
export async function cached<T>(
  ctx: ClientContext,
  key: string,
  load: () => Promise<Loaded<T>>,
  freshness: (data: T, now: number) => Freshness,
): Promise<Fetched<T>> {
  // The caller's own budget starts no later than here, whether it loads or
  // joins another reader's load, and bounds its wait for either (lib/upstream/deadline.ts).
  const budgetMs = ctx.timeoutMs ? Math.max(0, requestTimeout(ctx.timeoutMs)) : undefined;
  const fetch = () => ctx.cache.fetch(key, load, freshness, budgetMs);
  try {
    return await (budgetMs === undefined ? fetch() : withinBudget(budgetMs, fetch));
  } catch (error) {
    if (isUpstreamError(error) && ctx.token && error.message.includes(ctx.token)) {
      const detail = redact(error.message.slice(error.operation.length + 2), ctx.token);
      throw new UpstreamError(error.kind, error.operation, detail, {
        status: error.status,
        upstreamMessage: error.upstreamMessage === undefined ? undefined : redact(error.upstreamMessage, ctx.token),
        allowed: error.allowed,
      });
    }
    throw error;
  }
}

/** A decoded list as the cache keeps it. */
export const asLoaded = <T>({ items, unread }: Decoded<T>, source: ReleaseSource): Loaded<T[]> => ({ data: items, source, unread });

/** Failures of {base_url} after which {alt_base_url} is worth asking. */
const FALLBACK_KINDS = new Set<UpstreamError['kind']>(['timeout', 'network', 'http', 'envelope', 'schema']);

/**
 * `api` daily data and events: {alt_base_url} serves the same operations
 * (docs/upstream.md section C), so it stands in when {base_url} fails. Other
 * variants have no alternative host. When both fail, the first error is kept.
 */
export async function withAltFallback<T>(
  variant: Variant,
  primary: () => Promise<Decoded<T>>,
  alt: () => Promise<Decoded<T>>,
): Promise<Loaded<T[]>> {
  try {
    return asLoaded(await primary(), 'tokened');
  } catch (error) {
    if (variant !== 'api' || !(isUpstreamError(error)) || !FALLBACK_KINDS.has(error.kind)) throw error;
    try {
      return asLoaded(await alt(), 'alt');
    } catch {
      throw error;
    }
  }
}
