// /api/health tells the public one word per component; the raw failure texts
// (a database's host and user, file paths) go to the log and to HEALTH_TOKEN holders only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArchiveHealth } from '@/lib/archive/health';
import { healthResponse } from '@/lib/health/respond';
import { publicHealth, upstreamState, type HealthSources } from '@/lib/health/summary';
import type { OperationHealth } from '@/lib/upstream/log';

const TOKEN = 'health-token-0123456789';
const REFUSED = 'connect ECONNREFUSED 127.0.0.1:1';
const NOW = Date.parse('2026-11-18T08:00:00Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();

const archive = (over: Partial<ArchiveHealth> = {}): ArchiveHealth => ({
  state: 'ok', backend: 'postgres', backfill: null, lastError: null, writes: null, reactions: null, daysToRecheck: null, memoryMb: null, ...over,
});
const refusedArchive = () =>
  archive({
    state: 'unavailable',
    lastError: REFUSED,
    backfill: {
      state: 'unavailable', leader: false, from: '2021-11-18', to: '2026-11-17', daysDone: null, daysToDo: null, daysToRecheck: null, nextRecheckAt: null, ratePerS: 2,
      lastError: { at: at(1000), message: `archive: password authentication failed for user "macro_admin" at /var/lib/pg/${REFUSED}` },
    },
  });
const op = (over: Partial<OperationHealth> = {}): OperationHealth => ({
  errors: 0, lastErrorKind: null, lastErrorAt: null, unreadRecords: 0, outcomes: {}, lastOkAt: null, ...over,
});
const sources = (over: Partial<HealthSources> = {}): HealthSources => ({
  archive: archive(), upstream: {}, redisAvailable: null, now: NOW, ...over,
});
const ask = (query = '', headers: Record<string, string> = {}) => new Request(`http://portal.test/api/health${query}`, { headers });

describe('the public health summary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('maps a refused database to archive: down, status degraded, and never sends its text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = healthResponse(ask(), sources({ archive: refusedArchive() }), TOKEN);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 'degraded', components: { upstream: 'ok', archive: 'down', redis: 'off' } });
    for (const secret of ['ECONNREFUSED', '127.0.0.1', 'macro_admin', '/var/lib', 'postgres']) expect(text).not.toContain(secret);
  });

  it('maps every archive state, Redis and the upstream to short words', () => {
    expect(publicHealth(sources({ archive: archive({ state: 'off' }) })).components.archive).toBe('off');
    expect(publicHealth(sources({ archive: archive({ state: 'opening' }) })).components.archive).toBe('opening');
    expect(publicHealth(sources({ archive: archive({ state: 'held', lastError: `the folder /srv/data is held by pid 4242` }) }))).toEqual({
      status: 'ok', components: { upstream: 'ok', archive: 'held', redis: 'off' },
    });
    expect(publicHealth(sources()).components.archive).toBe('ok');
    expect(publicHealth(sources({ redisAvailable: true })).components.redis).toBe('ok');
    expect(publicHealth(sources({ redisAvailable: false }))).toEqual({ status: 'degraded', components: { upstream: 'ok', archive: 'ok', redis: 'down' } });
    expect(publicHealth(sources())).toEqual({ status: 'ok', components: { upstream: 'ok', archive: 'ok', redis: 'off' } });
  });

  it('calls the upstream degraded while some operation last failed, down while all did, ok again once they answer', () => {
    const failed = op({ errors: 1, lastErrorKind: 'timeout', lastErrorAt: at(10_000), lastOkAt: at(60_000) });
    const answered = op({ lastOkAt: at(5_000), lastErrorAt: at(60_000) });
    expect(upstreamState({ a: failed, b: answered }, NOW)).toBe('degraded');
    expect(upstreamState({ a: failed, b: op({ lastErrorAt: at(1000), lastErrorKind: 'http' }) }, NOW)).toBe('down');
    expect(upstreamState({ a: op({ lastErrorAt: at(20_000), lastOkAt: at(1000) }) }, NOW)).toBe('ok');
    // An answer with an error code is an answer: the upstream is there.
    expect(upstreamState({ a: op({ lastErrorAt: at(1000), lastErrorKind: 'envelope' }) }, NOW)).toBe('ok');
    // A failure long past, with no call since, is no longer news.
    expect(upstreamState({ a: op({ lastErrorAt: at(10 * 60_000) }) }, NOW)).toBe('ok');
  });

  it('is down (503) when the upstream fails and no archive answers in its place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const upstream = { 'calendar.daily': op({ lastErrorAt: at(1000), lastErrorKind: 'network' }) };
    const res = healthResponse(ask(), sources({ upstream, archive: archive({ state: 'off' }) }), TOKEN);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'down', components: { upstream: 'down', archive: 'off', redis: 'off' } });
    // With the archive answering, pages still show archived days.
    expect(publicHealth(sources({ upstream })).status).toBe('degraded');
  });
});

describe('health details', () => {
  afterEach(() => vi.restoreAllMocks());

  it('go to HEALTH_TOKEN holders asking ?details, raw failure texts included', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = healthResponse(ask('?details', { authorization: `Bearer ${TOKEN}` }), sources({ archive: refusedArchive() }), TOKEN);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'degraded', components: { archive: 'down' }, archive: { state: 'unavailable', lastError: REFUSED } });
    expect(body.failures.archive).toBe(REFUSED);
    expect(body.failures.backfill).toContain('macro_admin');
    expect(body.memory.rssMb).toBeGreaterThan(0);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('are never sent for a wrong or missing token, without ?details, or when HEALTH_TOKEN is unset', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = sources({ archive: refusedArchive() });
    const answers = [
      healthResponse(ask('?details'), refused, TOKEN),
      healthResponse(ask('?details', { authorization: `Bearer ${TOKEN}x` }), refused, TOKEN),
      healthResponse(ask('?details', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }), refused, TOKEN),
      healthResponse(ask('?details', { authorization: TOKEN }), refused, TOKEN),
      healthResponse(ask('?details', { authorization: `Basic ${TOKEN}` }), refused, TOKEN),
      healthResponse(ask('', { authorization: `Bearer ${TOKEN}` }), refused, TOKEN),
      healthResponse(ask('?details', { authorization: 'Bearer ' }), refused, null),
      healthResponse(ask('?details', { authorization: 'Bearer null' }), refused, null),
    ];
    for (const res of answers) {
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ status: 'degraded', components: { upstream: 'ok', archive: 'down', redis: 'off' } });
      expect(text).not.toContain('ECONNREFUSED');
    }
  });

  it('are written to the log once per change, not once per request', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    healthResponse(ask(), sources(), TOKEN);
    const refused = sources({ archive: refusedArchive() });
    for (let i = 0; i < 5; i++) healthResponse(ask(), refused, TOKEN);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ event: 'health.changed', status: 'degraded', failures: { archive: REFUSED } });
    healthResponse(ask(), sources({ archive: archive({ state: 'unavailable', lastError: 'connect ETIMEDOUT 10.0.0.9:5432' }) }), TOKEN);
    healthResponse(ask(), sources({ archive: archive({ state: 'unavailable', lastError: 'connect ETIMEDOUT 10.0.0.9:5432' }) }), TOKEN);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('ETIMEDOUT 10.0.0.9:5432');
  });
});
