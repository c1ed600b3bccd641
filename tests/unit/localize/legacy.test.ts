import { describe, expect, it } from 'vitest';
import { localizeLegacyEvent, localizeLegacyRelease, type IndicatorNames } from '@/lib/localize/legacy';
import { toTraditional } from '@/lib/localize/traditional';
import { displayValue } from '@/lib/localize/units';
import type { CalendarEvent } from '@/lib/upstream/types';
import { release } from '../support/calendar-fixtures';

// A legacy usaData row as the simulator and the real service write it: Simplified Chinese only.
const legacyRow = release({
  source: 'legacy',
  indicatorId: '110001',
  title: '美国非农就业人口变动',
  description: '美国非农就业人口变动',
  country: '美国',
  countryEn: 'United States',
  period: '2026年10月',
  unit: '万人',
  actual: '13.0',
  impact: { bullishIfAbove: ['美元'], bearishIfAbove: ['金银'], note: '关注会后声明' },
});
const apien: IndicatorNames = { name: 'U.S. Nonfarm Payrolls', country: 'United States', unit: '10K persons' };
const apitc: IndicatorNames = { name: '美國非農就業人口變動', country: '美國', unit: '萬人' };
const han = /\p{Script=Han}/u;

describe('legacy releases joined to the tokened family by IDX_ID', () => {
  it('English: names, country, period, unit and assets in English, nothing marked', () => {
    const r = localizeLegacyRelease(legacyRow, 'en', apien, toTraditional);
    expect(r).toMatchObject({ title: 'U.S. Nonfarm Payrolls', description: 'U.S. Nonfarm Payrolls', country: 'United States', period: 'Oct 2026', unit: '10K persons' });
    expect(r.impact.bullishIfAbove).toEqual(['USD']);
    expect(r.impact.bearishIfAbove).toEqual(['Gold/Silver']);
    // The Res note has no translation: kept and marked, never mixed in silently.
    expect(r.impact.note).toBe('关注会后声明');
    expect(r.original).toEqual(['note']);
    // Values stay the upstream's strings; only display scales them.
    expect(r.actual).toBe('13.0');
  });

  it('English without a join (info failed or unknown): the title stays original and is marked', () => {
    const r = localizeLegacyRelease(legacyRow, 'en', null, toTraditional);
    expect(r.title).toBe('美国非农就业人口变动');
    expect(r.original).toEqual(expect.arrayContaining(['title', 'description']));
    // The country still comes from the one table, the unit from the base-unit table.
    expect(r.country).toBe('United States');
    expect(r.unit).toBe('万人');
    expect(r.original).not.toContain('country');
    expect(r.original).not.toContain('unit');
  });

  it('English: the info names the unit only when it is the record\'s own; the figures keep the record\'s unit', () => {
    const percent = { ...legacyRow, unit: '%', actual: '1.2' };
    const r = localizeLegacyRelease(percent, 'en', apien, toTraditional);
    expect(r.unit).toBe('%');
    expect(displayValue(r.actual, r.unit, 'en', r.unitRate)).toBe('1.2%');
    expect(localizeLegacyRelease({ ...legacyRow, unit: '' }, 'en', apien, toTraditional).unit).toBe('');
    expect(localizeLegacyRelease({ ...legacyRow, unit: '人' }, 'en', apien, toTraditional).unit).toBe('人');
    // The same unit, written in the reader's language, is the info's.
    expect(localizeLegacyRelease({ ...legacyRow, unit: '万标箱' }, 'en', { ...apien, unit: '10K TEU' }, toTraditional).unit).toBe('10K TEU');
    expect(localizeLegacyRelease({ ...legacyRow, unit: '%' }, 'zh-TW', apitc, toTraditional).unit).toBe('%');
  });

  it('English: a unit the table does not know is marked', () => {
    const r = localizeLegacyRelease({ ...legacyRow, unit: '万标箱' }, 'en', null, toTraditional);
    expect(r.original).toContain('unit');
  });

  it('Traditional Chinese: joined names, everything else converted by OpenCC', () => {
    const joined = localizeLegacyRelease(legacyRow, 'zh-TW', apitc, toTraditional);
    expect(joined).toMatchObject({ title: '美國非農就業人口變動', country: '美國', unit: '萬人', period: '2026年10月' });
    expect(joined.impact.bearishIfAbove).toEqual(['金銀']);
    expect(joined.impact.note).toBe('關注會後聲明');
    expect(joined.original).toBeUndefined();
    const converted = localizeLegacyRelease(legacyRow, 'zh-TW', null, toTraditional);
    expect(converted.title).toBe('美國非農就業人口變動');
    expect(converted.unit).toBe('萬人');
  });

  it('Simplified Chinese readers and tokened rows are left as they are', () => {
    expect(localizeLegacyRelease(legacyRow, 'zh-CN', apien, toTraditional)).toBe(legacyRow);
    const tokened = release({ title: 'CPI' });
    expect(localizeLegacyRelease(tokened, 'en', apien, toTraditional)).toBe(tokened);
  });
});

describe('legacy events', () => {
  const event = (over: Partial<CalendarEvent>): CalendarEvent => ({
    id: '1', kind: 'treasury', country: '美国', area: '华盛顿', description: '美国2年期国债拍卖',
    at: '2026-11-24T18:00:00.000Z', date: null, importance: 2, timeConfirmed: null, source: 'legacy', ...over,
  });

  it('English: the catalogue, the country table and the places', () => {
    expect(localizeLegacyEvent(event({}), 'en', toTraditional)).toMatchObject({ country: 'United States', area: 'Washington', description: 'U.S. 2-Year Treasury auction' });
    expect(localizeLegacyEvent(event({ kind: 'holiday', description: '感恩节', area: null }), 'en', toTraditional)).toMatchObject({ description: 'Thanksgiving Day' });
  });

  it('English: what the catalogue does not know is kept and marked', () => {
    const e = localizeLegacyEvent(event({ kind: 'event', description: '美联储主席发表讲话' }), 'en', toTraditional);
    expect(e.description).toBe('美联储主席发表讲话');
    expect(e.original).toEqual(['description']);
    // Every other text of the row is English.
    expect([e.country, e.area].some((t) => han.test(t ?? ''))).toBe(false);
  });

  it('Traditional Chinese: converted', () => {
    expect(localizeLegacyEvent(event({}), 'zh-TW', toTraditional)).toMatchObject({ country: '美國', area: '華盛頓', description: '美國2年期國債拍賣' });
  });
});
