import { describe, expect, it } from 'vitest';
import { simulatorForSuite, idx } from '../support/simulator-harness';

// Wednesday 2026-11-11 15:00 Shanghai.
const sim = simulatorForSuite('2026-11-11T07:00:00Z');
const allStringsOrNull = (r: Record<string, unknown>) => Object.values(r).every((v) => v === null || typeof v === 'string');

describe('legacy calendar family (section A)', () => {
  it('lists the current week with the legacy envelope and string values', async () => {
    const { status, body } = await sim.get('/legacy/Calendar/lists/d/W');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, message: 'success', update_time: '' });
    expect(body.data.length).toBeGreaterThan(5);
    for (const r of body.data) {
      expect(Object.values(r).every((v) => typeof v === 'string')).toBe(true);
      expect(r.PUBLISH_TIME >= '2026-11-09' && r.PUBLISH_TIME < '2026-11-16').toBe(true);
      expect(r.STATUS).toBe(r.PUBLISH_TIME <= '2026-11-11 15:00:00' ? '1' : '0');
      expect(r.ACTUAL_PRICE === '').toBe(r.STATUS === '0');
      expect(r.Res.split('|')).toHaveLength(3);
    }
    expect(body.data.some((r: any) => r.Res === '||')).toBe(true);
    expect(body.data.some((r: any) => /^\S+(\s\S+)*\|/.test(r.Res) && r.Res !== '||')).toBe(true);
  });

  it('covers M (30 days before today) and M1 (30 days from today) and single days', async () => {
    const m = (await sim.get('/legacy/Calendar/lists/d/M')).body.data.map((r: any) => r.PUBLISH_TIME);
    expect(m[0] >= '2026-10-12').toBe(true);
    expect(m.at(-1) < '2026-11-11').toBe(true);
    const m1 = (await sim.get('/legacy/Calendar/lists/d/M1')).body.data.map((r: any) => r.PUBLISH_TIME);
    expect(m1[0] >= '2026-11-11').toBe(true);
    expect(m1.at(-1) < '2026-12-11').toBe(true);
    expect((await sim.get('/legacy/Calendar/lists/d/19950106')).body).toMatchObject({ code: 0, data: [] });
    const day = (await sim.get('/legacy/Calendar/lists/d/20261106')).body.data;
    expect(day.find((r: any) => r.IDX_ID === idx('110001'))).toMatchObject({ PUBLISH_TIME: '2026-11-06 21:30:00', STATUS: '1' });
  });

  it('pads COUNTRY_CN on some rows and marks sub-indicators with IDX_PID', async () => {
    const rows = (await sim.get('/legacy/Calendar/lists/d/M')).body.data;
    expect(rows.some((r: any) => r.COUNTRY_CN !== r.COUNTRY_CN.trim())).toBe(true);
    const week = (await sim.get('/legacy/Calendar/usaData')).body.data;
    expect(week.some((r: any) => r.IDX_PID === idx('110001'))).toBe(true);
  });

  it('tells the allowed values when d is restricted or unusable', async () => {
    expect((await sim.control('legacy', 'POST', { allowed: ['W', 'W1'] })).status).toBe(200);
    const denied = await sim.get('/legacy/Calendar/lists/d/M');
    expect(denied.status).toBe(200);
    expect(denied.body.code).not.toBe(0);
    expect(denied.body.message).toMatch(/allowed: W,W1$/);
    expect((await sim.get('/legacy/Calendar/lists/d/W1')).body.code).toBe(0);
    await sim.control('legacy', 'POST', { allowed: ['W', 'day'] });
    expect((await sim.get('/legacy/Calendar/lists/d/20261111')).body.code).toBe(0);
    await sim.control('legacy', 'POST', { allowed: null });
    const junk = await sim.get('/legacy/Calendar/lists/d/X9');
    expect(junk.body.message).toMatch(/allowed: W,W1,M,M1,yyyyMMdd/);
    expect((await sim.get('/legacy/Calendar/lists/d/20261131')).body.code).not.toBe(0);
  });

  it('returns indicator details, empty for unknown ids', async () => {
    const { body } = await sim.get('/legacy/Calendar/detail/id/110004');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ IDX_ID: idx('110004'), UPDATE_PERIOD: '3', UNIT_RATE: '*1', COUNTRY_CN: '美国' });
    expect(allStringsOrNull(body.data[0])).toBe(true);
    expect(Object.keys(body.data[0])).toEqual(expect.arrayContaining(['PIC_INTERPRET', 'PARAGHRASE', 'KEY_WORD', 'PUBLISH_ORG']));
    expect((await sim.get('/legacy/Calendar/detail/id/42')).body).toMatchObject({ code: 0, data: [] });
  });

  it('handles optional path segments of forecast and eventholiday', async () => {
    const week = (await sim.get('/legacy/Calendar/forecast/type/2')).body.data;
    const day = (await sim.get('/legacy/Calendar/forecast/type/2/interval/day')).body.data;
    expect(week.length).toBeGreaterThan(day.length);
    expect(day.every((e: any) => e.EVENT_TIME.startsWith('2026-11-11'))).toBe(true);
    expect(week.every((e: any) => e.EVENT_TIME >= '2026-11-09' && e.EVENT_TIME < '2026-11-16')).toBe(true);
    const today = (await sim.get('/legacy/Calendar/eventholiday/type/2')).body.data;
    expect(today).toEqual((await sim.get('/legacy/Calendar/eventholiday/date/20261111/type/2')).body.data);
    const holiday = (await sim.get('/legacy/Calendar/eventholiday/date/20261126/type/1')).body.data;
    expect(holiday[0]).toMatchObject({ COUNTRY: '美国', EVENT_TIME: '2026-11-26 00:00:00', IMPORTANCE: '3' });
    for (const e of [...week, ...holiday]) expect(allStringsOrNull(e)).toBe(true);
    expect((await sim.get('/legacy/Calendar/forecast/type/5')).body.code).not.toBe(0);
    expect((await sim.get('/legacy/Calendar/forecast/type/1/interval/month')).body.code).not.toBe(0);
    expect((await sim.get('/legacy/Calendar/forecast/type')).body.code).not.toBe(0);
    expect((await sim.get('/legacy/Calendar/nothing')).status).toBe(404);
  });

  it('serves U.S. data of the last 30 days with next release times, and the week', async () => {
    const rows = (await sim.get('/legacy/Calendar/usaData')).body.data;
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      expect(r.COUNTRY.trim()).toBe('United States');
      expect(r.PUBLISH_TIME >= '2026-10-13' && r.PUBLISH_TIME < '2026-11-12').toBe(true);
      expect(r.next_publish_time > r.PUBLISH_TIME).toBe(true);
      expect(r.ACTUAL_PRICE === null).toBe(r.STATUS === '0');
      expect(allStringsOrNull(r)).toBe(true);
    }
    const nfp = rows.find((r: any) => r.IDX_ID === idx('110001'));
    expect(nfp.next_publish_time).toBe('2026-12-04 21:30:00');
    const week = (await sim.get('/legacy/Calendar/ecweek')).body.data;
    expect(week.length).toBeGreaterThan(3);
    expect(week[0]).not.toHaveProperty('next_publish_time');
  });
});
