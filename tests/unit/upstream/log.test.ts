// Failed calls are logged once, as one JSON line without token or URL, and
// counted per operation for /api/health.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthResponse, healthSources } from '@/lib/health/respond';
import { withinBudget } from '@/lib/upstream/deadline';
import { upstreamHealth } from '@/lib/upstream/log';
import { clientFor, simulatorPerFile, TOKEN } from '../support/upstream-simulator';

const env = simulatorPerFile();
const HEALTH_TOKEN = 'health-token-0123456789';

// /api/health also reports the history archive and Redis, which read the portal's configuration (not set up here).
const ARCHIVE = { state: 'off', backend: 'embedded', backfill: null, lastError: null };
vi.mock('@/lib/config', async (original) => ({ ...(await original<object>()), getConfig: () => ({ redisUrl: null, healthToken: null }) }));
vi.mock('@/lib/archive/health', () => ({ archiveHealth: () => ARCHIVE }));

describe('failed upstream calls', () => {
  afterEach(() => vi.restoreAllMocks());

  it('log one JSON line per failed call (after its retry) and count it per operation', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    await env.ctl.fault({ match: '/base/apien/calendar/202605/data', kind: 'http', status: 503 });
    const before = upstreamHealth()['calendar.daily']?.errors ?? 0;
    const error = await clientFor(env.sim).getDailyReleases('apien', '2026-11-18').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http' });
    // Two requests (the call and its retry), one line.
    expect((await env.ctl.log()).total).toBe(2);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({ event: 'upstream.call_failed', operation: 'calendar.daily', host: 'base', kind: 'http', status: 503 });
    expect(line.hostname).toBe(new URL(env.sim.url).host);
    expect(typeof line.durationMs).toBe('number');
    expect(lines[0]).not.toContain(TOKEN);
    expect(lines[0]).not.toMatch(/token=|https?:\/\//);
    expect(upstreamHealth()['calendar.daily']).toMatchObject({ errors: before + 1, lastErrorKind: 'http' });
  });

  it('are reported by /api/health (details) per operation with the last error kind', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.ctl.fault({ match: '/alt/api/news/202605/data', kind: 'malformed' });
    await clientFor(env.sim).getNewsList('2026-11-18').catch(() => null);
    const body = await healthResponse(
      new Request('http://portal.test/api/health?details', { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } }),
      healthSources(),
      HEALTH_TOKEN,
    ).json();
    expect(body.components.upstream).not.toBe('ok');
    expect(body.archive).toEqual(ARCHIVE);
    expect(body.upstream['news.list']).toMatchObject({ lastErrorKind: 'schema' });
    expect(body.upstream['news.list'].errors).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain(TOKEN);
  });

  it('are not what a call never sent is: a request that had spent its time budget logs a warning and leaves the health as it was', async () => {
    const errors: string[] = [];
    const warnings: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)));
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)));
    const client = clientFor(env.sim);
    await client.getDailyReleases('apien', '2026-11-17');
    const before = upstreamHealth()['calendar.daily'];
    const calls = (await env.ctl.log()).total;
    // The budget is spent before the call (on earlier steps, or a wait for the archive at start).
    const error = await withinBudget(20, async () => {
      await new Promise((r) => setTimeout(r, 40));
      return client.getDailyReleases('apien', '2026-11-16').catch((e: unknown) => e);
    });
    expect(error).toMatchObject({ kind: 'timeout', operation: 'calendar.daily' });
    const unsent = () => warnings.map((l) => JSON.parse(l)).filter((w) => w.event === 'upstream.call_unsent');
    await vi.waitFor(() => expect(unsent()).toHaveLength(1));
    expect(unsent()[0]).toEqual({
      level: 'warn', event: 'upstream.call_unsent', operation: 'calendar.daily', host: 'base', hostname: new URL(env.sim.url).host,
      reason: 'the request had spent its time budget',
    });
    expect(errors).toEqual([]);
    expect(upstreamHealth()['calendar.daily']).toEqual(before);
    expect((await env.ctl.log()).total).toBe(calls);
  });

  it('keep a real failure whose retry the spent budget kept from being sent', async () => {
    const lines: string[] = [];
    const warnings: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)));
    await env.ctl.fault({ match: '/base/apien/calendar/202605/data', kind: 'http', status: 503 });
    // The retry waits 60 ms: past this budget, so it is never sent, and the 503 is the call's outcome.
    const client = clientFor(env.sim, { retryDelayMs: 60 });
    await withinBudget(40, () => client.getDailyReleases('apien', '2026-11-18').catch((e: unknown) => e));
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(JSON.parse(lines[0])).toMatchObject({ event: 'upstream.call_failed', operation: 'calendar.daily', kind: 'http', status: 503 });
    expect(warnings.filter((l) => l.includes('upstream.call_unsent'))).toEqual([]);
    expect((await env.ctl.log()).total).toBe(1);
    expect(upstreamHealth()['calendar.daily']).toMatchObject({ lastErrorKind: 'http' });
  });
});
