import { describe, expect, it } from 'vitest';
import { tk, simulatorForSuite, idx } from '../support/simulator-harness';

// 2026-11-06 is the first Friday of November: NFP at 08:30 New York (EST) = 21:30 Shanghai.
const sim = simulatorForSuite('2026-11-06T12:00:00Z');
const daily = (lang: string, date: string) => sim.get(tk(`/base/${lang}/calendar/202605/data`, { date }));

describe('tokened calendar (section B/C)', () => {
  it('serves daily records with the documented types', async () => {
    const { status, body } = await daily('api', '2026-11-06');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: '' });
    expect(body.data.length).toBeGreaterThan(2);
    for (const r of body.data) {
      expect(Number.isInteger(r.ID)).toBe(true);
      expect(r.IDX_RELEVANCE).toMatch(/^[123]$/);
      expect(r.PUBLISH_TIME).toMatch(/^2026-11-06 \d{2}:\d{2}:\d{2}$/);
      for (const k of ['IDX_ID', 'COUNTRY_CN', 'IDX_PERIOD', 'IDX_PERIOD_STATUS', 'IDX_DESC_CN', 'PREVIOUS_PRICE', 'SURVEY_PRICE', 'ACTUAL_PRICE', 'REVISED_PRICE', 'UNIT', 'TITLE', 'GT_RES', 'LT_RES']) {
        expect(typeof r[k], k).toBe('string');
      }
    }
    const nfp = body.data.find((r: any) => r.IDX_ID === idx('110001'));
    expect(nfp).toMatchObject({ PUBLISH_TIME: '2026-11-06 21:30:00', COUNTRY_CN: '美国', IDX_PERIOD: '2026年10月', GT_RES: '美元', LT_RES: '金银' });
  });

  it('serves the same records in three languages', async () => {
    const [zh, en, tw] = await Promise.all(['api', 'apien', 'apitc'].map((l) => daily(l, '2026-11-06')));
    expect(en.body.data.map((r: any) => r.ID)).toEqual(zh.body.data.map((r: any) => r.ID));
    const pick = (b: any) => b.data.find((r: any) => r.IDX_ID === idx('110001'));
    expect(pick(en.body)).toMatchObject({ COUNTRY_CN: 'United States', IDX_DESC_CN: 'U.S. Nonfarm Payrolls', GT_RES: 'USD' });
    expect(pick(tw.body)).toMatchObject({ COUNTRY_CN: '美國', IDX_DESC_CN: '美國非農就業人口變動', LT_RES: '金銀' });
  });

  it('flips a release from pending to released at its publish time', async () => {
    sim.clock.ms = Date.parse('2026-11-06T13:29:59Z');
    const before = (await daily('api', '2026-11-06')).body.data.find((r: any) => r.IDX_ID === idx('110001'));
    expect(before.ACTUAL_PRICE).toBe('');
    sim.clock.ms = Date.parse('2026-11-06T13:30:00Z');
    const after = (await daily('api', '2026-11-06')).body.data.find((r: any) => r.IDX_ID === idx('110001'));
    expect(after.ACTUAL_PRICE).toMatch(/^-?\d+\.\d$/);
    expect({ ...after, ACTUAL_PRICE: '', REVISED_PRICE: '' }).toEqual({ ...before, REVISED_PRICE: '' });
    sim.clock.ms = Date.parse('2026-11-06T12:00:00Z');
  });

  it('is deterministic and differs by seed-independent date', async () => {
    const a = await daily('api', '2010-03-05');
    const b = await daily('api', '2010-03-05');
    expect(a.text).toBe(b.text);
    expect(a.body.data.length).toBeGreaterThan(0);
    expect((await daily('api', '2010-03-06')).text).not.toBe(a.text);
  });

  it('answers week and month windows with msg', async () => {
    const w = await sim.get(tk('/base/api/calendar/202605/week', { week: 'W' }));
    expect(w.body).toMatchObject({ code: 200, msg: '' });
    const days = new Set<string>(w.body.data.map((r: any) => r.PUBLISH_TIME.slice(0, 10)));
    expect([...days].every((d) => d >= '2026-11-02' && d <= '2026-11-08')).toBe(true);
    const m = await sim.get(tk('/base/apien/calendar/202605/month', { month: 'm' }));
    const times = m.body.data.map((r: any) => r.PUBLISH_TIME);
    expect(times[0] >= '2026-10-07').toBe(true);
    expect(times.at(-1) < '2026-11-06').toBe(true);
    const bad = await sim.get(tk('/base/api/calendar/202605/week', { week: 'X' }));
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/week/);
  });

  it('returns indicator info as one object, null for unknown ids', async () => {
    const { body } = await sim.get(tk('/base/apien/calendar/202605/info', { idxid: idx('110012') }));
    expect(body.data).toMatchObject({ IDX_ID: idx('110012'), UPDATE_PERIOD: 3, IDX_RELEVANCE: 3, PUBLISH_ORG: 'Federal Reserve' });
    expect(typeof body.data.PARAGHRASE).toBe('string');
    const none = await sim.get(tk('/base/api/calendar/202605/info', { idxid: idx('999999') }));
    expect(none.body).toEqual({ code: 200, message: '', data: null });
  });

  it('serves events with integer IMPORTANCE and TIME_FLAG, holidays included', async () => {
    const { body } = await sim.get(tk('/base/apien/calendar/202605/event', { type: '1', date: '2026-11-26' }));
    expect(body.data).toContainEqual(expect.objectContaining({ COUNTRY: 'United States', EVENT_TIME: '2026-11-26 00:00:00', IMPORTANCE: 3, TIME_FLAG: 1 }));
    expect(body.data[0].EVENT_DESC).toMatch(/Thanksgiving/);
    const events = await sim.get(tk('/alt/api/calendar/202605/event', { type: '3', date: '2026-11-20' }));
    expect(events.body.data.length).toBeGreaterThan(0);
    for (const e of events.body.data) expect([0, 1]).toContain(e.TIME_FLAG);
    const week = await Promise.all(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((date) => sim.get(tk('/alt/api/calendar/202605/event', { type: '3', date }))));
    const all = week.flatMap((r) => r.body.data);
    expect(all.some((e) => e.AREA === '')).toBe(true);
    expect(all.some((e) => e.TIME_FLAG === 0)).toBe(true);
    expect(all.some((e) => e.TIME_FLAG === 1 && e.AREA !== '')).toBe(true);
    const treasury = await sim.get(tk('/base/api/calendar/202605/event', { type: '2', date: '2026-11-11' }));
    expect(treasury.body.code).toBe(400);
  });

  it('checks token, version segment and parameters', async () => {
    const noToken = await sim.get('/base/api/calendar/202605/data?date=2026-11-06');
    expect(noToken.status).toBe(200);
    expect(noToken.body).toMatchObject({ code: 401, message: 'token invalid' });
    const wrong = await sim.get(tk('/alt/api/calendar/202605/data', { date: '2026-11-06' }, 'nope'));
    expect(wrong.body.code).toBe(401);
    const version = await sim.get(tk('/base/api/calendar/202604/data', { date: '2026-11-06' }));
    expect(version.status).toBe(404);
    expect(version.body.code).toBe(404);
    const missing = await sim.get(tk('/base/api/calendar/202605/data'));
    expect(missing.body).toMatchObject({ code: 400, message: expect.stringMatching(/date/) });
    const impossible = await sim.get(tk('/alt/api/calendar/202605/data', { date: '2026-02-30' }));
    expect(impossible.body.code).toBe(400);
    expect((await sim.get(tk('/base/xx/calendar/202605/data', { date: '2026-11-06' }))).status).toBe(404);
    expect((await sim.get(tk('/alt/apien/calendar/202605/data', { date: '2026-11-06' }))).status).toBe(404);
  });
});
