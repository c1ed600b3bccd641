import 'server-only';
import type { AppConfig } from '@/lib/config';
import type { UpstreamBudget } from './budget';
import { BudgetRefused, type Grant } from './budget-terms';
import { whenWritten } from './sends';
import { waitFor } from './priority';
import { requestTimeout } from './deadline';
import { isUpstreamError, redact, UpstreamError } from './errors';
import { countAnsweredCall, logFailedCall, logUnsentCall } from './log';
import { outsideRequests } from '@/lib/memory/outside-requests.mjs';
import { allowedPeriodsIn, envelopeSchema, envelopeText, SUCCESS_CODE, type Family } from './wire/envelope';
import type { Variant } from './types';

/**
 * The one fetch wrapper (docs/architecture.md, "House rules" 2): timeout, one retry, JSON parsing
 * and the envelope check. Resource modules get `data` back and parse records.
 */
export type Host = 'base' | 'alt' | 'legacy';

export interface UpstreamRequest {
  operation: string;
  host: Host;
  family: Family;
  /** Path below the host, built with tokenedPath or legacyPath (already encoded). */
  path: string;
  query?: Record<string, string>;
}

export interface HttpDeps {
  fetch?: typeof fetch;
  /** Back-off before the single retry. */
  retryDelayMs?: number;
  /** UPSTREAM_RATE_PER_S: every request (a retry too) takes a token first, or is not sent (lib/upstream/budget.ts). */
  budget?: UpstreamBudget | null;
}

export type Send = (request: UpstreamRequest) => Promise<unknown>;

/** The fixed version segment: "it must be sent as written" (docs/upstream.md Versioning). */
export const VERSION_SEGMENT = '202605';

export function tokenedPath(variant: Variant, resource: 'calendar' | 'market' | 'news', op: string): string {
  return `/${variant}/${resource}/${VERSION_SEGMENT}/${op}`;
}

/**
 * Legacy paths carry values in segments after a literal word. "When an
 * optional path parameter has no value, the path segment that precedes it
 * (the literal word ...) is omitted as well; never omit only the value."
 */
export function legacyPath(operation: string, params: [word: string, value: string | number | undefined][] = []): string {
  const segments = ['Calendar', operation];
  for (const [word, value] of params) {
    if (value === undefined || value === '') continue;
    segments.push(word, String(value));
  }
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

class Retryable extends Error {
  constructor(readonly error: UpstreamError) {
    super(error.message);
  }
}

export function createSend(upstream: AppConfig['upstream'], deps: HttpDeps = {}): Send {
  const doFetch = deps.fetch ?? fetch;
  const retryDelayMs = deps.retryDelayMs ?? 150;
  const budget = deps.budget ?? null;
  const hosts: Record<Host, string | null> = { base: upstream.baseUrl, alt: upstream.altBaseUrl, legacy: upstream.legacyBaseUrl };
  const safe = (text: string) => redact(text, upstream.token);

  async function attempt(req: UpstreamRequest): Promise<unknown> {
    const base = hosts[req.host];
    if (!base) throw new UpstreamError('invalid', req.operation, `the ${req.host} host is not configured`);
    const url = new URL(base + req.path);
    const query = new URLSearchParams(req.query);
    // The legacy family has no token parameter; access there is by caller IP.
    if (req.family !== 'legacy') query.set('token', upstream.token);
    url.search = query.toString();
    const where = `GET ${req.host}${req.path}`;
    const fail = (kind: UpstreamError['kind'], detail: string, extra = {}) =>
      new UpstreamError(kind, req.operation, safe(`${where} ${detail}`), extra);

    const spent = () => fail('timeout', `not sent: the ${upstream.timeoutMs} ms budget is spent`, { unsent: true });

    let timeoutMs = requestTimeout(upstream.timeoutMs);
    if (timeoutMs <= 0) throw spent();
    let grant: Grant | null = null;
    if (budget) {
      const { priority, waitMs } = waitFor(timeoutMs);
      try {
        grant = await budget.acquire(priority, waitMs, { untilSent: true });
      } catch (error) {
        if (!(error instanceof BudgetRefused)) throw error;
        throw fail('budget', `not sent: ${error.message}`, { retryAfterSeconds: error.retryAfterSeconds });
      }
      timeoutMs = requestTimeout(upstream.timeoutMs);
      if (timeoutMs <= 0) {
        grant.sent();
        throw spent();
      }
    }
    // The budget counts the call from when its request is written (lib/upstream/sends.ts).
    const settle = grant ? whenWritten(url, grant.sent) : () => undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let status: number;
    let body: string;
    try {
      // The connection may outlive this request: opened outside its context (lib/memory/outside-requests.mjs).
      ({ status, body } = await outsideRequests(async () => {
        const res = await doFetch(url, { signal: controller.signal, headers: { accept: 'application/json' }, cache: 'no-store' });
        return { status: res.status, body: await res.text() };
      }));
    } catch (error) {
      if (controller.signal.aborted) throw fail('timeout', `timed out after ${timeoutMs} ms`);
      throw new Retryable(fail('network', `failed: ${describe(error)}`));
    } finally {
      clearTimeout(timer);
      settle();
    }
    if (status >= 500) throw new Retryable(fail('http', `answered HTTP ${status}`, { status }));
    if (status < 200 || status >= 300) throw fail('http', `answered HTTP ${status}`, { status });

    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw fail('schema', 'answered malformed JSON');
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) throw fail('schema', 'answered without a response envelope');
    const { code } = envelope.data;
    if (code !== SUCCESS_CODE[req.family]) {
      const text = safe(envelopeText(envelope.data));
      const allowed = req.family === 'legacy' ? allowedPeriodsIn(text) : [];
      throw fail('envelope', `answered code ${code}${text ? `: ${text}` : ''}`, {
        upstreamMessage: text,
        ...(allowed.length ? { allowed } : {}),
      });
    }
    return envelope.data.data;
  }

  async function withRetry(req: UpstreamRequest): Promise<unknown> {
    try {
      return await attempt(req);
    } catch (first) {
      if (!(first instanceof Retryable)) throw first;
      // One retry with a short back-off for network errors and 5xx.
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      try {
        return await attempt(req);
      } catch (second) {
        // A retry the budget refused, or that the spent time budget kept from being sent, leaves the first failure as the answer.
        if (isUpstreamError(second) && (second.kind === 'budget' || second.unsent)) throw first.error;
        throw second instanceof Retryable ? second.error : second;
      }
    }
  }

  return async function send(req) {
    const started = Date.now();
    try {
      const data = await withRetry(req);
      countAnsweredCall(req.operation);
      return data;
    } catch (error) {
      // One line per failed call (after its retry): no URL, so no token. A call the budget
      // refused was not made: lib/upstream/budget.ts counts those. Nor was one whose request had
      // spent its time before it: said apart, since the upstream did not fail (docs/operations.md, "Health").
      if (isUpstreamError(error) && error.unsent) logUnsentCall({ operation: req.operation, host: req.host, hostname: hostnameOf(hosts[req.host]) });
      else if (isUpstreamError(error) && error.kind !== 'budget') {
        logFailedCall({
          operation: req.operation, host: req.host, hostname: hostnameOf(hosts[req.host]), kind: error.kind,
          durationMs: Date.now() - started, ...(error.status !== undefined ? { status: error.status } : {}),
        });
      }
      throw error;
    }
  };
}

function hostnameOf(base: string | null): string {
  try {
    return base ? new URL(base).host : '';
  } catch {
    return '';
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}
