import 'server-only';
import { archiveHealth } from '@/lib/archive/health';
import { getConfig } from '@/lib/config';
import { deliveryHealth } from '@/lib/delivery/health';
import { memoryHealth } from '@/lib/memory/health';
import { bearerMatches } from '@/lib/ops/bearer';
import { peekSlot, setSlot } from '@/lib/process-slots.mjs';
import { processRedis } from '@/lib/redis/process';
import { legacyRestriction, upstreamHealth } from '@/lib/upstream/log';
import { failureTexts, publicHealth, type HealthSources, type PublicHealth } from './summary';

export function healthSources(): HealthSources {
  const redis = processRedis(getConfig());
  return { archive: archiveHealth(), upstream: upstreamHealth(), redisAvailable: redis ? redis.available : null, now: Date.now() };
}

/**
 * Writes the components' states and raw failure texts to the log when they
 * differ from the last written (kept per process: route bundles share it).
 */
export function logOnChange(summary: PublicHealth, failures: Record<string, string>): void {
  const ok = summary.status === 'ok';
  const line = JSON.stringify({ level: ok ? 'info' : 'error', event: 'health.changed', ...summary, failures });
  if (peekSlot<string>('macrodesk.health.logged') === line) return;
  setSlot('macrodesk.health.logged', line);
  if (ok) console.log(line);
  else console.error(line);
}

/**
 * The answer of /api/health (docs/operations.md, "Health"): the public
 * summary for everyone, 503 when the portal cannot serve; with `?details`
 * and `Authorization: Bearer <HEALTH_TOKEN>` also what each component
 * reports, failure texts included. A missing or wrong token, or no
 * HEALTH_TOKEN at all, gets the public summary: nothing tells a guesser
 * whether details exist.
 */
export function healthResponse(request: Request, sources: HealthSources = healthSources(), token = getConfig().healthToken): Response {
  const summary = publicHealth(sources);
  const failures = failureTexts(sources);
  logOnChange(summary, failures);
  const wantsDetails = new URL(request.url).searchParams.has('details');
  const body =
    wantsDetails && bearerMatches(request.headers, token)
      ? { ...summary, failures, archive: sources.archive, upstream: sources.upstream, legacyRestriction: legacyRestriction(), memory: memoryHealth(), delivery: deliveryHealth() }
      : summary;
  return Response.json(body, {
    status: summary.status === 'down' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store', Vary: 'Authorization' },
  });
}
