import { describe, expect, it } from 'vitest';
import { tk, simulatorForSuite, idx } from '../support/simulator-harness';

// The clock sits well after every date below, so all of them are released.
const sim = simulatorForSuite('2027-06-01T00:00:00Z');
const day = async (date: string, lang = 'api') =>
  (await sim.get(tk(`/base/${lang}/calendar/202605/data`, { date }))).body.data as any[];
const times = async (date: string, idxId: string) => (await day(date)).filter((r) => r.IDX_ID === idx(idxId)).map((r) => r.PUBLISH_TIME);

describe('release schedules', () => {
  it('publishes U.S. payrolls on the first Friday, 08:30 New York time', async () => {
    expect(await times('2026-07-03', '110001')).toEqual(['2026-07-03 20:30:00']); // EDT
    expect(await times('2026-12-04', '110001')).toEqual(['2026-12-04 21:30:00']); // EST
    expect(await times('2026-12-11', '110001')).toEqual([]);
  });

  it('publishes jobless claims every Thursday', async () => {
    for (const date of ['2026-10-01', '2026-10-08', '2026-10-15', '2026-10-22', '2026-10-29']) {
      expect(await times(date, '110011'), date).toHaveLength(1);
    }
    expect(await times('2026-10-09', '110011')).toEqual([]);
  });

  it('puts CPI mid-month, PMIs on the first business day, China PMI on the last day', async () => {
    expect((await times('2026-10-12', '110004'))[0]).toMatch(/^2026-10-12 20:30/);
    expect((await times('2026-08-03', '110008'))[0]).toBe('2026-08-03 22:00:00'); // Aug 1 is a Saturday
    expect(await times('2026-01-01', '110008')).toEqual([]); // New Year's Day is no business day
    expect((await times('2026-01-02', '110008'))[0]).toBe('2026-01-02 23:00:00');
    expect((await times('2026-05-31', '320003'))[0]).toBe('2026-05-31 09:30:00'); // NBS publishes on Sundays too
    const cpi = (await day('2026-10-12')).find((r) => r.IDX_ID === idx('110004'));
    expect(cpi.IDX_PERIOD).toBe('2026年9月');
  });

  it('holds rate decisions on meeting days only, in 0.25 steps', async () => {
    const fed = (await day('2026-03-19')).find((r) => r.IDX_ID === idx('110012'));
    expect(fed.PUBLISH_TIME).toBe('2026-03-19 02:00:00'); // 14:00 New York on Wednesday
    expect((Number(fed.ACTUAL_PRICE) * 100) % 25).toBe(0);
    expect(await times('2026-02-19', '110012')).toEqual([]);
  });

  it('carries previous values forward and realistic levels', async () => {
    const oct = (await day('2026-10-12')).find((r) => r.IDX_ID === idx('110004'));
    const nov = (await day('2026-11-12')).find((r) => r.IDX_ID === idx('110004'));
    expect(nov.PREVIOUS_PRICE).toBe(oct.ACTUAL_PRICE);
    for (const r of [oct, nov]) expect(Number(r.ACTUAL_PRICE)).toBeGreaterThan(1);
    const pmi = (await day('2026-08-03')).find((r) => r.IDX_ID === idx('110008'));
    expect(Number(pmi.ACTUAL_PRICE)).toBeGreaterThan(40);
    expect(Number(pmi.ACTUAL_PRICE)).toBeLessThan(60);
  });

  it('spans twenty years back and a year ahead, and nothing beyond', async () => {
    expect((await day('2008-09-05')).length).toBeGreaterThan(0);
    expect((await day('2028-05-05')).length).toBeGreaterThan(0);
    expect(await day('1990-01-05')).toEqual([]);
  });

  it('knows real holidays by country', async () => {
    const holidays = async (date: string) =>
      (await sim.get(tk('/base/apien/calendar/202605/event', { type: '1', date }))).body.data.map((e: any) => `${e.COUNTRY}: ${e.EVENT_DESC}`);
    expect((await holidays('2026-02-17')).join()).toMatch(/China: Chinese New Year/);
    expect((await holidays('2026-04-03')).join()).toMatch(/United Kingdom: Good Friday/);
    expect((await holidays('2026-04-06')).join()).toMatch(/Easter Monday/);
    expect((await holidays('2026-07-04')).join()).toMatch(/Independence Day/);
    expect((await holidays('2026-10-05')).join()).toMatch(/Golden Week/);
    expect((await holidays('2026-07-03')).join()).toMatch(/Independence Day \(observed\)/); // July 4 is a Saturday
    expect((await holidays('2026-04-05')).join()).toMatch(/China: Qingming/);
    expect((await holidays('2026-12-25')).length).toBeGreaterThan(4);
    expect(await holidays('2026-11-18')).toEqual([]);
  });
});
