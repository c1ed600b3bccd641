import type { ArchiveHealth } from '@/lib/archive/health';
import type { OperationHealth } from '@/lib/upstream/log';

/**
 * What /api/health tells anyone who asks (docs/operations.md, "Health"): one
 * word for the whole portal and one per component, nothing else. The raw
 * text of a failure (a database's host and user, a file path, a message of a
 * driver) never goes out in it: it goes to the log, once each time it
 * changes, and to operators holding HEALTH_TOKEN (`?details`).
 */
export type Status = 'ok' | 'degraded' | 'down';
/**
 * off: not configured; opening: not ready yet; held: another process holds
 * it (the embedded archive's folder), this one runs without. None of the
 * three is a failure.
 */
export type ComponentState = 'ok' | 'degraded' | 'down' | 'off' | 'opening' | 'held';

export interface PublicHealth {
  status: Status;
  components: { upstream: ComponentState; archive: ComponentState; redis: ComponentState };
}

export interface HealthSources {
  archive: ArchiveHealth;
  upstream: Record<string, OperationHealth>;
  /** null: no REDIS_URL; else whether commands can be sent now. */
  redisAvailable: boolean | null;
  now: number;
}

/** An operation whose last call failed counts as failing for this long after that failure. */
export const UPSTREAM_FAILING_MS = 5 * 60_000;

/**
 * Failures that say the upstream is unwell or out of reach. An answer with an
 * error code (`envelope`: a parameter it refuses, a legacy period it does not
 * serve) or a call not sent for bad input (`invalid`) is an answer: it shows
 * in the log and in /metrics, not here.
 */
const UNWELL = new Set(['timeout', 'network', 'http', 'schema', 'budget']);

/**
 * upstream: `ok` while every operation's last call answered; `degraded` when
 * the last call of some operation failed (in the last five minutes); `down`
 * when that is so of every operation called in those minutes.
 */
export function upstreamState(ops: Record<string, OperationHealth>, now: number): ComponentState {
  let recent = 0;
  let failing = 0;
  for (const op of Object.values(ops)) {
    const failedAt = op.lastErrorAt ? Date.parse(op.lastErrorAt) : -Infinity;
    const okAt = op.lastOkAt ? Date.parse(op.lastOkAt) : -Infinity;
    if (Math.max(failedAt, okAt) < now - UPSTREAM_FAILING_MS) continue;
    recent++;
    if (failedAt > okAt && UNWELL.has(op.lastErrorKind ?? '')) failing++;
  }
  if (failing === 0) return 'ok';
  return failing === recent ? 'down' : 'degraded';
}

export function archiveState(archive: ArchiveHealth): ComponentState {
  switch (archive.state) {
    case 'off':
      return 'off';
    case 'opening':
      return 'opening';
    case 'held':
      return 'held';
    case 'unavailable':
      return 'down';
    default:
      // A backfill paused by upstream errors is the upstream's problem, shown there.
      return 'ok';
  }
}

/**
 * down: the portal cannot serve data (the upstream fails and no archive
 * answers in its place); degraded: a component fails; ok otherwise.
 */
export function publicHealth(s: HealthSources): PublicHealth {
  const components = {
    upstream: upstreamState(s.upstream, s.now),
    archive: archiveState(s.archive),
    redis: (s.redisAvailable === null ? 'off' : s.redisAvailable ? 'ok' : 'down') as ComponentState,
  };
  const failing = (c: ComponentState) => c === 'degraded' || c === 'down';
  const status: Status =
    components.upstream === 'down' && components.archive !== 'ok'
      ? 'down'
      : Object.values(components).some(failing)
        ? 'degraded'
        : 'ok';
  return { status, components };
}

/** Raw failure texts of the components, for the log and the detailed answer (never the public one). */
export function failureTexts(s: HealthSources): Record<string, string> {
  const out: Record<string, string> = {};
  if (s.archive.lastError) out.archive = s.archive.lastError;
  if (s.archive.backfill?.lastError) out.backfill = s.archive.backfill.lastError.message;
  if (s.archive.reactions?.lastError) out.reactions = s.archive.reactions.lastError.message;
  return out;
}
