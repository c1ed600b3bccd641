import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/lib/config';
import { createUpstreamClient } from '@/lib/upstream/client';
import type { UpstreamError } from '@/lib/upstream/errors';
import { legacyPath, tokenedPath } from '@/lib/upstream/http';
import { clientFor, control, queryOf, startSim, type Sim } from '../support/upstream-simulator';

describe('paths', () => {
  it('carry the fixed 202605 segment in the tokened family', () => {
    expect(tokenedPath('apien', 'calendar', 'data')).toBe('/apien/calendar/202605/data');
    expect(tokenedPath('api', 'market', 'kline')).toBe('/api/market/202605/kline');
  });

  it('drop an omitted optional value together with the word before it', () => {
    expect(legacyPath('forecast', [['type', 1], ['interval', undefined]])).toBe('/Calendar/forecast/type/1');
    expect(legacyPath('forecast', [['type', 1], ['interval', 'day']])).toBe('/Calendar/forecast/type/1/interval/day');
    expect(legacyPath('eventholiday', [['date', undefined], ['type', 1]])).toBe('/Calendar/eventholiday/type/1');
    expect(legacyPath('eventholiday', [['date', '20261121'], ['type', 1]])).toBe('/Calendar/eventholiday/date/20261121/type/1');
    expect(legacyPath('usaData')).toBe('/Calendar/usaData');
  });

  it('encode segment values', () => {
    expect(legacyPath('lists', [['d', 'a/b?c']])).toBe('/Calendar/lists/d/a%2Fb%3Fc');
  });
});

describe('the fetch wrapper against the simulator', () => {
  let sim: Sim;
  let sim$: ReturnType<typeof control>;
  const week = '/base/apien/calendar/202605/week';
  const run = (client = clientFor(sim)) => client.getWeekReleases('apien', 'W1');

  beforeAll(async () => {
    sim = await startSim();
    sim$ = control(sim);
  });
  afterAll(() => sim.close());
  beforeEach(() => sim$.reset());

  it('times out after UPSTREAM_TIMEOUT_MS', async () => {
    await sim$.fault({ match: week, kind: 'latency', ms: 1500 });
    const started = Date.now();
    const error = await run(clientFor(sim, {}, { UPSTREAM_TIMEOUT_MS: '200' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', operation: 'calendar.week' });
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('retries a 5xx once, then succeeds', async () => {
    await sim$.fault({ match: week, kind: 'http', status: 502, times: 1 });
    await expect(run()).resolves.toMatchObject({ stale: false });
    expect((await sim$.log()).counts[week]).toBe(2);
  });

  it('reports a persistent 5xx as http with its status after one retry', async () => {
    await sim$.fault({ match: week, kind: 'http', status: 500 });
    await expect(run()).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect((await sim$.log()).counts[week]).toBe(2);
  });

  it('does not retry a 4xx', async () => {
    await sim$.fault({ match: week, kind: 'http', status: 429 });
    await expect(run()).rejects.toMatchObject({ kind: 'http', status: 429 });
    expect((await sim$.log()).counts[week]).toBe(1);
  });

  it('reports a dropped connection as network after one retry', async () => {
    await sim$.fault({ match: week, kind: 'drop' });
    await expect(run()).rejects.toMatchObject({ kind: 'network' });
    expect((await sim$.log()).counts[week]).toBe(2);
  });

  it('reports malformed JSON as schema', async () => {
    await sim$.fault({ match: week, kind: 'malformed' });
    await expect(run()).rejects.toMatchObject({ kind: 'schema', message: expect.stringContaining('malformed') });
  });

  it('answers an empty success with an empty list', async () => {
    await sim$.fault({ match: week, kind: 'empty' });
    await expect(run()).resolves.toMatchObject({ data: [] });
  });

  it('reports a refused token from the envelope, without the token', async () => {
    const secret = 'wrong-secret-token-42';
    const error = await run(clientFor(sim, {}, { UPSTREAM_TOKEN: secret })).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'envelope', upstreamMessage: 'token invalid' });
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toContain(secret);
    expect(queryOf((await sim$.log()).requests[0]).token).toBe(secret);
  });
});

describe('the token never reaches an error message', () => {
  const secret = 'tok-en/secret+value';
  const client = (respond: (url: string) => Promise<Response>) =>
    createUpstreamClient(parseConfig({ SIMULATOR_URL: 'http://127.0.0.1:9', UPSTREAM_TOKEN: secret }), {
      fetch: ((url: URL) => respond(String(url))) as typeof fetch,
      retryDelayMs: 1,
    });
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  const texts = (e: unknown) => [(e as Error).message, (e as UpstreamError).upstreamMessage ?? ''].join(' ');

  it('when a fetch error quotes the URL', async () => {
    const error = await client((url) => Promise.reject(new TypeError(`fetch failed: ${url}`))).getSymbols('WH').catch((e) => e);
    expect(error).toMatchObject({ kind: 'network' });
    expect(texts(error)).not.toContain(secret);
    expect(texts(error)).not.toContain(encodeURIComponent(secret));
  });

  it('when the envelope echoes the request', async () => {
    const error = await client((url) => Promise.resolve(json({ code: 401, msg: `bad token ${secret} in ${url}` }))).getSymbols('WH').catch((e) => e);
    expect(error).toMatchObject({ kind: 'envelope' });
    expect(texts(error)).toContain('***');
    expect(texts(error)).not.toContain(secret);
    expect(texts(error)).not.toContain(encodeURIComponent(secret));
  });

  it('when a record carries it in a field', async () => {
    const record = { COUNTRY: 'x', AREA: '', EVENT_DESC: 'x', EVENT_TIME: secret, IMPORTANCE: 1, TIME_FLAG: 1 };
    // The record is dropped and logged, the answer kept: neither carries the token.
    const lines: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => void lines.push(line));
    try {
      const answer = await client(() => Promise.resolve(json({ code: 200, msg: '', data: [record] }))).getAltEvents(1, '2026-11-19');
      expect(answer).toMatchObject({ data: [], unread: 1 });
      expect(lines).toHaveLength(1);
      expect(lines.join('\n')).not.toContain(secret);
    } finally {
      warn.mockRestore();
    }
    const error = await client(() => Promise.resolve(json({ code: 200, msg: '', data: { record } }))).getAltEvents(1, '2026-11-19').catch((e) => e);
    expect(error).toMatchObject({ kind: 'schema' });
    expect(texts(error)).not.toContain(secret);
  });
});
