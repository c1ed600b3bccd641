import { peekSlot, processSlot } from '@/lib/process-slots.mjs';

/**
 * What the upstream client tells operators: one JSON line per failed call and
 * per record it could not read, and per-operation counters that /api/health
 * reports. Lines carry the operation, the host and the failure kind, never
 * the token or a URL (a tokened URL would carry it).
 */
export interface OperationHealth {
  /** Calls that failed (after their one retry). */
  errors: number;
  lastErrorKind: string | null;
  lastErrorAt: string | null;
  /** Records dropped because they could not be read. */
  unreadRecords: number;
  /** Calls by outcome: `ok`, or the failure's kind (/metrics: macrodesk_upstream_calls_total). */
  outcomes: Record<string, number>;
  lastOkAt: string | null;
}

export interface FailedCall {
  operation: string;
  /** The host's role (base, alt, legacy) and its name. */
  host: string;
  hostname: string;
  kind: string;
  durationMs: number;
  status?: number;
}

/** Process-wide, like the client: pages and route handlers are separate bundles. */
function book(): Map<string, OperationHealth> {
  return processSlot('macrodesk.upstream.health', () => new Map<string, OperationHealth>());
}

function entry(operation: string): OperationHealth {
  const map = book();
  let e = map.get(operation);
  if (!e) map.set(operation, (e = { errors: 0, lastErrorKind: null, lastErrorAt: null, unreadRecords: 0, outcomes: {}, lastOkAt: null }));
  return e;
}

export function logFailedCall(call: FailedCall): void {
  const e = entry(call.operation);
  e.errors++;
  e.lastErrorKind = call.kind;
  e.lastErrorAt = new Date().toISOString();
  e.outcomes[call.kind] = (e.outcomes[call.kind] ?? 0) + 1;
  console.error(JSON.stringify({ level: 'error', event: 'upstream.call_failed', ...call }));
}

/**
 * A call not made because its request had spent its time budget on earlier
 * steps: a warning line only. The upstream did not fail, so the operation's
 * health keeps its last real outcome (the step that spent the time, if it was
 * the upstream's, is logged as failed itself).
 */
export function logUnsentCall(call: Pick<FailedCall, 'operation' | 'host' | 'hostname'>): void {
  console.warn(JSON.stringify({ level: 'warn', event: 'upstream.call_unsent', ...call, reason: 'the request had spent its time budget' }));
}

/** A call that answered (after its retry, if any). */
export function countAnsweredCall(operation: string): void {
  const e = entry(operation);
  e.outcomes.ok = (e.outcomes.ok ?? 0) + 1;
  e.lastOkAt = new Date().toISOString();
}

export function logUnreadRecord(operation: string, index: number, field: string, problem: string): void {
  entry(operation).unreadRecords++;
  console.warn(JSON.stringify({ level: 'warn', event: 'upstream.record_unread', operation, record: index, field, problem }));
}

/** Per-operation counters since the process started, by operation name. */
export function upstreamHealth(): Record<string, OperationHealth> {
  return Object.fromEntries([...book().entries()].sort(([a], [b]) => a.localeCompare(b)).map(([op, e]) => [op, { ...e, outcomes: { ...e.outcomes } }]));
}

/**
 * The legacy family's period restriction as this process learned it: a
 * refused `d` and the values the refusal named as allowed (docs/upstream.md,
 * Calendar List `d`). Shown in /api/health's details; the refusal itself is
 * remembered as an answer by the cache (lib/upstream/cache.ts).
 */
export interface LegacyRestriction {
  /** Periods refused, each with when this process last heard it. */
  refused: Record<string, string>;
  /** The values the last refusal named as allowed. */
  allowed: string[];
}

const restrictionBook = () => peekSlot<LegacyRestriction>('macrodesk.upstream.legacyRestriction');

export function noteLegacyRefusal(period: string, allowed: string[]): void {
  const book = processSlot<LegacyRestriction>('macrodesk.upstream.legacyRestriction', () => ({ refused: {}, allowed: [] }));
  book.refused[period] = new Date().toISOString();
  book.allowed = [...allowed];
}

/** A period answered since: the restriction no longer covers it. */
export function noteLegacyAnswered(period: string): void {
  const book = restrictionBook();
  if (book && period in book.refused) delete book.refused[period];
}

/** null while no refusal was heard (or every refused period answered since). */
export function legacyRestriction(): LegacyRestriction | null {
  const book = restrictionBook();
  return book && Object.keys(book.refused).length ? { refused: { ...book.refused }, allowed: [...book.allowed] } : null;
}
