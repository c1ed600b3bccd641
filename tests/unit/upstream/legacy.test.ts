import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/config';
import { createUpstreamClient } from '@/lib/upstream/client';
import { legacyRestriction } from '@/lib/upstream/log';
import { clientFor, control, queryOf, startSim, TOKEN, type Sim } from '../support/upstream-simulator';

let sim: Sim;
let sim$: ReturnType<typeof control>;

beforeAll(async () => {
  // A fixed Thursday, so the current week has released and pending rows whenever the tests run.
  sim = await startSim({ now: () => Date.parse('2026-11-19T10:00:00Z') });
  sim$ = control(sim);
});
afterAll(() => sim.close());
beforeEach(() => sim$.reset());

const paths = async () => (await sim$.log()).requests.map((r) => r.path);

describe('legacy Calendar List', () => {
  it('puts d in the path, sends no token, and reads all-string records', async () => {
    const result = await clientFor(sim).getLegacyCalendar('W');
    const log = await sim$.log();
    expect(log.requests.map((r) => [r.host, r.path])).toEqual([['legacy', '/legacy/Calendar/lists/d/W']]);
    expect(queryOf(log.requests[0])).toEqual({});
    expect(result.source).toBe('legacy');
    expect(result.data.length).toBeGreaterThan(0);
    for (const r of result.data) {
      expect(r.source).toBe('legacy');
      expect(r.country).toBe(r.country.trim());
      expect(r.impact.bullishIfAbove.every((a) => a.length > 0 && !a.includes('|'))).toBe(true);
    }
    // Released and pending rows both occur and follow STATUS.
    expect(result.data.some((r) => r.released)).toBe(true);
    expect(result.data.some((r) => !r.released && r.actual === null)).toBe(true);
  });

  it('takes a day in yyyyMMdd', async () => {
    const result = await clientFor(sim).getLegacyCalendar('20261119');
    expect(await paths()).toEqual(['/legacy/Calendar/lists/d/20261119']);
    expect(result.data.length).toBeGreaterThan(0);
  });

  it('reports the values the IP restriction allows', async () => {
    await sim$.legacy(['W', 'W1', 'day']);
    const error = await clientFor(sim).getLegacyCalendar('M').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'envelope', operation: 'legacy.calendar', allowed: ['W', 'W1', 'day'] });
    expect((error as Error).message).toContain('not permitted');
    // Learned, shown to operators, and not asked again while it stands.
    expect(legacyRestriction()).toMatchObject({ allowed: ['W', 'W1', 'day'], refused: { M: expect.any(String) } });
    const asked = (await paths()).length;
    const client = clientFor(sim);
    await expect(client.getLegacyCalendar('M')).rejects.toMatchObject({ allowed: ['W', 'W1', 'day'] });
    await expect(client.getLegacyCalendar('M')).rejects.toMatchObject({ allowed: ['W', 'W1', 'day'] });
    expect((await paths()).length).toBe(asked + 1);
    // A period that answers is no longer listed as refused.
    await sim$.legacy(null);
    await client.getLegacyCalendar('W');
    expect(Object.keys(legacyRestriction()?.refused ?? {})).toEqual(['M']);
  });
});

describe('legacy details', () => {
  it('asks Calendar Details with the list ID learned from a list answer, and is not-found for an empty data array', async () => {
    const client = clientFor(sim);
    const row = (await client.getLegacyCalendar('20261119')).data[0];
    const id = client.legacyIdOf(row.indicatorId);
    expect(id).toBe(row.legacyId);
    expect(id).not.toBe(row.indicatorId);
    const detail = await client.getLegacyIndicatorDetail(id!);
    expect((await paths()).at(-1)).toBe(`/legacy/Calendar/detail/id/${id}`);
    // The detail names the long IDX_ID: the same indicator as the list row.
    expect(detail.data).toMatchObject({ id: row.indicatorId, importance: null });
    expect(detail.data.keywords).toBeTruthy();
    await expect(client.getLegacyIndicatorDetail('999999999')).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('the optional path rule', () => {
  it('drops `interval` with its value, and keeps both when given', async () => {
    const client = clientFor(sim);
    const week = await client.getLegacyForecast(1);
    await client.getLegacyForecast(3, 'day');
    expect(await paths()).toEqual(['/legacy/Calendar/forecast/type/1', '/legacy/Calendar/forecast/type/3/interval/day']);
    expect(week.data.every((e) => e.kind === 'holiday' && e.timeConfirmed === null)).toBe(true);
  });

  it('drops `date` with its value, and keeps both when given', async () => {
    const client = clientFor(sim);
    await client.getLegacyEventsOfDay(3);
    const day = await client.getLegacyEventsOfDay(2, '20261119');
    expect(await paths()).toEqual(['/legacy/Calendar/eventholiday/type/3', '/legacy/Calendar/eventholiday/date/20261119/type/2']);
    expect(day.data.every((e) => e.kind === 'treasury' && e.source === 'legacy')).toBe(true);
  });
});

describe('usaData and ecweek', () => {
  it('read nulls as no value and keep next release times, parents and English countries', async () => {
    const client = clientFor(sim);
    const us = await client.getLegacyUsData();
    const week = await client.getLegacyWeek();
    expect(await paths()).toEqual(['/legacy/Calendar/usaData', '/legacy/Calendar/ecweek']);
    expect(us.data.length).toBeGreaterThan(0);
    expect(us.data.every((r) => r.countryEn === 'United States')).toBe(true);
    expect(us.data.some((r) => r.nextPublishAt !== null)).toBe(true);
    expect(us.data.filter((r) => !r.released).every((r) => r.actual === null)).toBe(true);
    expect(week.data.every((r) => r.nextPublishAt === null && r.countryEn !== null)).toBe(true);
  });
});

describe('without a legacy host', () => {
  it('is off, and its operations fail as invalid without a request', async () => {
    const config = parseConfig({
      UPSTREAM_BASE_URL: `${sim.url}/base`,
      UPSTREAM_ALT_BASE_URL: `${sim.url}/alt`,
      UPSTREAM_TOKEN: TOKEN,
    });
    const client = createUpstreamClient(config);
    expect(client.legacyEnabled()).toBe(false);
    expect(clientFor(sim).legacyEnabled()).toBe(true);
    await expect(client.getLegacyCalendar('W')).rejects.toMatchObject({ kind: 'invalid' });
    await expect(client.getLegacyUsData()).rejects.toMatchObject({ kind: 'invalid' });
    expect((await sim$.log()).total).toBe(0);
  });
});
