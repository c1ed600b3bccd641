import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryRow } from '@/lib/archive/store';

// The route's validation and answers, with the archive replaced by a recording fake.
const archive = vi.hoisted(() => ({
  enabled: true,
  calls: [] as unknown[][],
  rows: [] as HistoryRow[],
  fail: false,
}));
vi.mock('@/lib/config', () => ({ getConfig: () => ({ redisUrl: null }) }));
vi.mock('@/lib/archive/runtime', () => ({ archiveEnabled: () => archive.enabled }));
vi.mock('@/lib/archive/read', () => ({
  indicatorHistory: async (...args: unknown[]) => {
    archive.calls.push(args);
    if (archive.fail) throw new Error('the history archive is unavailable: connection refused');
    return archive.rows;
  },
}));

const { GET } = await import('@/app/api/indicators/[idxId]/history/route');

let client = 0;
const get = (id: string, query = '', ip = `198.51.100.${++client % 250}`) =>
  GET(new Request(`http://localhost/api/indicators/${id}/history${query}`, { headers: { 'x-forwarded-for': ip } }), {
    params: Promise.resolve({ idxId: id }),
  });

const row = (over: Partial<HistoryRow> = {}): HistoryRow => ({
  publishedAt: '2026-11-06T13:30:00.000Z', period: 'Oct', unit: 'K', actual: '175', forecast: '150.5', previous: '120',
  revised: null, firstActual: '175', ...over,
});

beforeEach(() => {
  Object.assign(archive, { enabled: true, calls: [], rows: [], fail: false });
});

describe('GET /api/indicators/{idxId}/history', () => {
  it('answers the archived releases oldest first with the surprise, for a locale and a day range', async () => {
    archive.rows = [row({ publishedAt: '2026-10-02T12:30:00.000Z', actual: '=1+1', forecast: null }), row()];
    const res = await get('112022041910001492', '?locale=en&from=2026-01-01&to=2026-11-30');
    expect(res.status).toBe(200);
    expect(archive.calls).toEqual([['en', '112022041910001492', '2026-01-01T00:00:00.000Z', '2026-11-30T23:59:59.999Z']]);
    const body = await res.json();
    expect(body.releases.map((r: { surprise: string | null }) => r.surprise)).toEqual([null, '24.5']);
    expect(body).toMatchObject({ indicatorId: '112022041910001492', locale: 'en', from: '2026-01-01', to: '2026-11-30' });
  });

  it('writes CSV that a spreadsheet opens safely', async () => {
    archive.rows = [row({ actual: '=HYPERLINK("x")' })];
    const res = await get('112022041910001492', '?format=csv');
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(
      'published_at,period,actual,forecast,surprise,previous,revised_previous,first_actual,unit,' +
        'actual_display,forecast_display,surprise_display,previous_display,revised_previous_display,first_actual_display,unit_display',
    );
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(archive.calls[0]).toEqual(['zh-CN', '112022041910001492', null, null]);
  });

  it('keeps the raw value and unit beside the English display columns (万 scaled into K/M)', async () => {
    archive.rows = [row({ unit: '万人', actual: '25.6', forecast: '20', previous: '-1.5', firstActual: '25.6' })];
    const csv = await (await get('112022041910001492', '?format=csv&locale=en')).text();
    expect(csv.split('\r\n')[1]).toBe("2026-11-06T13:30:00.000Z,Oct,25.6,20,5.6,-1.5,,25.6,万人,256K,200K,56K,'-15K,,256K,persons");
    const zh = await (await get('112022041910001492', '?format=csv&locale=zh-CN')).text();
    expect(zh.split('\r\n')[1]).toBe('2026-11-06T13:30:00.000Z,Oct,25.6,20,5.6,-1.5,,25.6,万人,25.6,20,5.6,-1.5,,25.6,万人');
    const body = await (await get('112022041910001492', '?locale=en')).json();
    expect(body.releases[0]).toMatchObject({ actual: '25.6', unit: '万人', display: { actual: '256K', forecast: '200K', surprise: '56K', unit: 'persons' } });
  });

  it.each([
    ['abc', '', /idxId/],
    ['123', '?locale=fr', /^locale/],
    ['123', '?from=2026-02-30', /^from/],
    ['123', '?from=2026-03-01&to=2026-02-01', /^from: must not be after to/],
    ['123', '?format=xml', /^format/],
  ])('refuses %s%s with a 400 naming the parameter, and never asks the archive', async (id, query, message) => {
    const res = await get(id, query);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toMatch(message);
    expect(archive.calls).toEqual([]);
  });

  it('says when the archive is off or not answering', async () => {
    archive.fail = true;
    const down = await get('123');
    expect(down.status).toBe(503);
    expect((await down.json()).error.code).toBe('archive_unavailable');
    archive.enabled = false;
    const off = await get('123');
    expect(off.status).toBe(404);
    expect((await off.json()).error.code).toBe('archive_off');
  });

  it('leaves the rate limit to proxy.ts, which limits every /api/* route once', async () => {
    // A second limiter here would halve the reader's budget on this route.
    const statuses = (await Promise.all(Array.from({ length: 45 }, () => get('123', '', '203.0.113.9')))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(45);
  });
});
