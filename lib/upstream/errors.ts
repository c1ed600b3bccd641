import { processSymbol } from '@/lib/process-slots.mjs';

/**
 * The one error type of the upstream client. Pages turn `not-found` into
 * notFound() and everything else into a localized error block; route handlers
 * map `invalid` to a 400. `budget`: the call was not sent, the upstream
 * budget being spent (lib/upstream/budget.ts); pages degrade as for a
 * timeout, with a notice of their own. Messages never carry the token (docs/design.md: "redact
 * it as ***"), so they are safe to log and to show.
 */
export type UpstreamErrorKind = 'invalid' | 'timeout' | 'network' | 'http' | 'envelope' | 'schema' | 'not-found' | 'budget';

export interface UpstreamErrorDetails {
  status?: number;
  /** Safe (redacted) text from the upstream envelope. */
  upstreamMessage?: string;
  /** Legacy `d` restriction: the period values the upstream says we may use. */
  allowed?: string[];
  /** `budget`: seconds after which the upstream budget likely has a token again. */
  retryAfterSeconds?: number;
  /**
   * `timeout` before the call was made: the request's time budget was spent on
   * earlier steps (another call, a wait for the archive) before this one was sent.
   */
  unsent?: true;
}

/**
 * The default client lives on globalThis and is shared by every bundle Next
 * builds (pages, route handlers), each with its own copy of this class; so
 * errors are recognized by a process-wide brand, not by `instanceof` alone.
 */
const BRAND = processSymbol('macrodesk.UpstreamError');

export class UpstreamError extends Error {
  readonly status?: number;
  readonly upstreamMessage?: string;
  readonly allowed?: string[];
  readonly retryAfterSeconds?: number;
  readonly unsent?: true;

  constructor(
    readonly kind: UpstreamErrorKind,
    readonly operation: string,
    message: string,
    details: UpstreamErrorDetails = {},
  ) {
    super(`${operation}: ${message}`);
    this.name = 'UpstreamError';
    Object.defineProperty(this, BRAND, { value: true });
    if (details.status !== undefined) this.status = details.status;
    if (details.upstreamMessage !== undefined) this.upstreamMessage = details.upstreamMessage;
    if (details.allowed !== undefined) this.allowed = details.allowed;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
    if (details.unsent) this.unsent = true;
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError || (error instanceof Error && (error as unknown as Record<symbol, unknown>)[BRAND] === true);
}

/**
 * Replaces every occurrence of the token (raw and URL-encoded) with ***, and
 * any `token=` query value whatever it holds, so a URL or an upstream text
 * echoing a request cannot leak it.
 */
export function redact(text: string, token: string): string {
  let out = text;
  for (const form of new Set([token, encodeURIComponent(token)])) {
    if (form) out = out.split(form).join('***');
  }
  return out.replace(/([?&]token=)[^&#\s"']*/gi, '$1***');
}
