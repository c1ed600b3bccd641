import 'server-only';
import { z } from 'zod';
import { isValidDay } from '@/lib/time/zones';
import { defaultUpstreamCacheBytes } from '@/lib/memory/heap-share.mjs';
import { ConfigError, optional } from '@/lib/config-env';
import { pushConfigOf, pushEnv, type PushConfig } from '@/lib/push-config';

/**
 * The only module that reads process.env (docs/architecture.md, "House rules" 7). Parsed once, with zod;
 * a bad value stops start-up with a message naming the variable.
 *
 * When UPSTREAM_BASE_URL is unset the product runs on the built-in simulator:
 * the launcher (scripts/launch.mjs) starts it and passes its address in
 * SIMULATOR_URL. The simulator serves its three hosts under path prefixes.
 */
export const SIMULATOR_TOKEN = 'macrodesk-simulator-token';
export const SIMULATOR_EXCHANGES = ['WGJS', 'WH', 'GJZS', 'COMEX', 'NYMEX', 'SGE'];

export interface AppConfig {
  upstream: {
    baseUrl: string;
    altBaseUrl: string;
    /** null: the legacy family is off and its views are hidden. */
    legacyBaseUrl: string | null;
    token: string;
    timeZone: string;
    timeoutMs: number;
  };
  /** True when the built-in simulator stands in for the upstream. */
  simulator: boolean;
  defaultTimeZone: string;
  marketExchanges: string[];
  embedAllowedOrigins: string;
  redisUrl: string | null;
  archive: ArchiveConfig;
  // Public origin, proxies, rate limit, cache bound (docs/operations.md).
  /** The portal's public origin, no trailing slash: the only source of absolute URLs. */
  publicUrl: string;
  /** Reverse-proxy hops in front of the app whose X-Forwarded-For entries are trusted. */
  trustProxy: number;
  /** Per-client limit of /api/*; null: off. */
  rateLimit: { perSecond: number; burst: number } | null;
  /** Bound of the in-process upstream cache, in bytes. */
  cacheMaxBytes: number;
  /** UPSTREAM_RATE_PER_S: every upstream call of every instance together, per second. */
  upstreamRatePerS: number;
  /** PAGE_RATE_LIMIT: per-client limit of pages and preview images; null: off. */
  pageRateLimit: { perSecond: number; burst: number } | null;
  /** HEALTH_TOKEN: bearer token for `/api/health?details`; null: no details over HTTP. */
  healthToken: string | null;
  /** METRICS_TOKEN: bearer token for `/metrics`; null: `/metrics` is off. */
  metricsToken: string | null;
  push: PushConfig;
  /** WEBHOOKS_FILE: the operator's chat-group and webhook targets (lib/delivery/webhooks/file.ts reads it); null: none. */
  webhooksFile: string | null;
}

/** UPSTREAM_RATE_PER_S when unset (docs/operations.md, "The upstream budget"). */
export const DEFAULT_UPSTREAM_RATE_PER_S = 20;
/** PAGE_RATE_LIMIT when unset: far above a person's clicking, far below a crawler's. */
export const DEFAULT_PAGE_RATE_LIMIT = '10:60';

/** The history archive (docs/design.md "The history archive"). */
export interface ArchiveConfig {
  /** ARCHIVE=off: no store, no write-through, no backfill. */
  enabled: boolean;
  /** DATABASE_URL: a Postgres server shared by every instance; null → embedded PGlite in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** ARCHIVE_BACKFILL_FROM, YYYY-MM-DD: the earliest upstream day backfilled; null → 5 years back from today. */
  backfillFrom: string | null;
  /** Upstream calls per second of the backfill, all instances together; 0 = write-through only. */
  ratePerS: number;
}

const url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));
const timeZone = z.string().refine(isTimeZone, 'is not an IANA time zone name');

const envSchema = z.object({
  UPSTREAM_BASE_URL: optional(url),
  UPSTREAM_ALT_BASE_URL: optional(url),
  UPSTREAM_LEGACY_BASE_URL: optional(url),
  UPSTREAM_TOKEN: optional(z.string().min(1)),
  UPSTREAM_TIME_ZONE: optional(timeZone),
  UPSTREAM_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(120_000)),
  DEFAULT_TIME_ZONE: optional(timeZone),
  MARKET_EXCHANGES: optional(
    z.string().regex(/^[A-Za-z0-9]{1,16}(,[A-Za-z0-9]{1,16})*$/, 'must be a comma list of exchange codes'),
  ),
  EMBED_ALLOWED_ORIGINS: optional(z.string().regex(/^[^;,\r\n]+$/, 'must be space-separated CSP sources')),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  SIMULATOR_URL: optional(url),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DATA_DIR: optional(z.string().min(1)),
  ARCHIVE: optional(z.enum(['on', 'off'])),
  ARCHIVE_BACKFILL_FROM: optional(z.string().refine(isValidDay, 'must be a real day written YYYY-MM-DD')),
  ARCHIVE_RATE_PER_S: optional(z.coerce.number().min(0).max(10_000)),
  // Public origin, proxies, rate limit, cache bound (docs/operations.md).
  PUBLIC_URL: optional(
    url
      .refine(isOrigin, 'must be an origin (scheme, host and port only, such as https://macrodesk.example)')
      .transform((u) => new URL(u).origin),
  ),
  PORT: optional(z.coerce.number().int().min(1).max(65_535)),
  TRUST_PROXY: optional(z.coerce.number().int().min(0).max(16)),
  RATE_LIMIT: optional(z.string().regex(/^(off|\d{1,6}(\.\d{1,3})?:\d{1,6})$/, 'must be REQUESTS_PER_S:BURST (such as 10:40) or off')),
  CACHE_MAX_MB: optional(z.coerce.number().min(1).max(65_536)),
  UPSTREAM_RATE_PER_S: optional(z.coerce.number().gt(0, 'must be above 0').max(100_000)),
  PAGE_RATE_LIMIT: optional(z.string().regex(/^(off|\d{1,6}(\.\d{1,3})?:\d{1,6})$/, 'must be REQUESTS_PER_S:BURST (such as 10:60) or off')),
  HEALTH_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  ...pushEnv,
  WEBHOOKS_FILE: optional(z.string().min(1)),
});

function isOrigin(value: string): boolean {
  const u = new URL(value);
  return u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password;
}

function rateLimitOf(value: string | undefined, variable = 'RATE_LIMIT', fallback = '10:40'): AppConfig['rateLimit'] {
  if (value === 'off') return null;
  const [perSecond, burst] = (value ?? fallback).split(':').map(Number);
  if (!(perSecond > 0) || !(burst >= 1)) throw new ConfigError(variable, 'needs a rate above 0 and a burst of at least 1, or off');
  return { perSecond, burst };
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue.path[0]), issue.message);
  }
  const e = parsed.data;
  let upstream: Omit<AppConfig['upstream'], 'timeZone' | 'timeoutMs'>;
  if (e.UPSTREAM_BASE_URL) {
    if (!e.UPSTREAM_ALT_BASE_URL) throw new ConfigError('UPSTREAM_ALT_BASE_URL', 'is required when UPSTREAM_BASE_URL is set');
    if (!e.UPSTREAM_TOKEN) throw new ConfigError('UPSTREAM_TOKEN', 'is required when UPSTREAM_BASE_URL is set');
    upstream = {
      baseUrl: e.UPSTREAM_BASE_URL,
      altBaseUrl: e.UPSTREAM_ALT_BASE_URL,
      legacyBaseUrl: e.UPSTREAM_LEGACY_BASE_URL ?? null,
      token: e.UPSTREAM_TOKEN,
    };
  } else {
    const sim = e.SIMULATOR_URL;
    if (!sim) {
      throw new ConfigError(
        'UPSTREAM_BASE_URL',
        'is unset and no simulator is running: start with `npm start` (which starts the simulator) or set the UPSTREAM_* variables',
      );
    }
    upstream = {
      baseUrl: `${sim}/base`,
      altBaseUrl: e.UPSTREAM_ALT_BASE_URL ?? `${sim}/alt`,
      legacyBaseUrl: e.UPSTREAM_LEGACY_BASE_URL ?? `${sim}/legacy`,
      token: e.UPSTREAM_TOKEN ?? SIMULATOR_TOKEN,
    };
  }
  return {
    upstream: {
      ...upstream,
      timeZone: e.UPSTREAM_TIME_ZONE ?? 'Asia/Shanghai',
      timeoutMs: e.UPSTREAM_TIMEOUT_MS ?? 5000,
    },
    simulator: !e.UPSTREAM_BASE_URL,
    defaultTimeZone: e.DEFAULT_TIME_ZONE ?? 'Asia/Shanghai',
    marketExchanges: e.MARKET_EXCHANGES ? e.MARKET_EXCHANGES.split(',').map((c) => c.toUpperCase()) : SIMULATOR_EXCHANGES,
    embedAllowedOrigins: e.EMBED_ALLOWED_ORIGINS ?? '*',
    redisUrl: e.REDIS_URL ?? null,
    archive: {
      enabled: e.ARCHIVE !== 'off',
      databaseUrl: e.DATABASE_URL ?? null,
      dataDir: e.DATA_DIR ?? '.data',
      backfillFrom: e.ARCHIVE_BACKFILL_FROM ?? null,
      ratePerS: e.ARCHIVE_RATE_PER_S ?? 2,
    },
    publicUrl: e.PUBLIC_URL ?? `http://127.0.0.1:${e.PORT ?? 3000}`,
    trustProxy: e.TRUST_PROXY ?? 0,
    rateLimit: rateLimitOf(e.RATE_LIMIT),
    cacheMaxBytes: e.CACHE_MAX_MB === undefined ? defaultUpstreamCacheBytes() : Math.round(e.CACHE_MAX_MB * 1024 * 1024),
    upstreamRatePerS: e.UPSTREAM_RATE_PER_S ?? DEFAULT_UPSTREAM_RATE_PER_S,
    pageRateLimit: rateLimitOf(e.PAGE_RATE_LIMIT, 'PAGE_RATE_LIMIT', DEFAULT_PAGE_RATE_LIMIT),
    healthToken: e.HEALTH_TOKEN ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    push: pushConfigOf(e),
    webhooksFile: e.WEBHOOKS_FILE ?? null,
  };
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
