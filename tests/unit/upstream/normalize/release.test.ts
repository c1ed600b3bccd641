import { describe, expect, it } from 'vitest';
import { impactFromRes, toRelease } from '@/lib/upstream/normalize/release';
import { assetsOf } from '@/lib/upstream/normalize/fields';
import { tokenedReleaseRecord } from '@/lib/upstream/wire/calendar';
import { legacyListRecord, legacyUsRecord } from '@/lib/upstream/wire/legacy';

const SH = 'Asia/Shanghai';

// Field sets of docs/upstream.md "Economic calendar record (tokened family)".
const tokened = {
  ID: 412345, IDX_ID: '101000001', COUNTRY_CN: ' 美国 ', IDX_PERIOD: '11月', IDX_PERIOD_STATUS: '',
  IDX_DESC_CN: '美国11月非农就业人口变动(万人)', PREVIOUS_PRICE: '15.0', SURVEY_PRICE: '18.0', ACTUAL_PRICE: '',
  REVISED_PRICE: '', IDX_RELEVANCE: 3, PUBLISH_TIME: '2026-12-04 21:30:00', UNIT: '万人', TITLE: '非农就业',
  GT_RES: '美元', LT_RES: '金银 石油',
};

describe('toRelease (tokened)', () => {
  it('normalizes a pending row: trims, empties to null, converts the wall time', () => {
    const r = toRelease(tokenedReleaseRecord.parse(tokened), { source: 'tokened', timeZone: SH });
    expect(r).toMatchObject({
      id: '412345', indicatorId: '101000001', country: '美国', title: '非农就业', periodStatus: null,
      previous: '15.0', forecast: '18.0', actual: null, revised: null, released: false, importance: 3,
      publishedAt: '2026-12-04T13:30:00.000Z', unitRate: null, nextPublishAt: null, parentIndicatorId: null,
      impact: { bullishIfAbove: ['美元'], bearishIfAbove: ['金银', '石油'], note: null }, source: 'tokened',
    });
  });

  it('is released once ACTUAL_PRICE is non-empty and uses IDX_DESC_CN without a TITLE', () => {
    const { TITLE: _omit, ...noTitle } = tokened;
    const r = toRelease(tokenedReleaseRecord.parse({ ...noTitle, ACTUAL_PRICE: '22.7' }), { source: 'alt', timeZone: SH });
    expect(r).toMatchObject({ released: true, actual: '22.7', title: tokened.IDX_DESC_CN, source: 'alt' });
  });

  it('accepts IDX_RELEVANCE as an integer or a digit string (the document says both)', () => {
    expect(tokenedReleaseRecord.safeParse({ ...tokened, IDX_RELEVANCE: '2' }).success).toBe(true);
    // ID too: an integer by the general conventions, and read alike as a numeric string.
    const asText = toRelease(tokenedReleaseRecord.parse({ ...tokened, ID: '412345', IDX_RELEVANCE: '2' }), { source: 'tokened', timeZone: SH });
    const asInt = toRelease(tokenedReleaseRecord.parse({ ...tokened, ID: 412345, IDX_RELEVANCE: 2 }), { source: 'tokened', timeZone: SH });
    expect(asText).toEqual(asInt);
    expect(asText).toMatchObject({ id: '412345', importance: 2 });
    expect(tokenedReleaseRecord.safeParse({ ...tokened, ID: { v: 1 } }).success).toBe(false);
    expect(tokenedReleaseRecord.safeParse({ ...tokened, ID: '41x' }).success).toBe(false);
  });

  it('reads a null value like an empty one, but no other type', () => {
    const r = toRelease(tokenedReleaseRecord.parse({ ...tokened, ACTUAL_PRICE: null }), { source: 'tokened', timeZone: SH });
    expect(r).toMatchObject({ actual: null, released: false });
    expect(tokenedReleaseRecord.safeParse({ ...tokened, ACTUAL_PRICE: 22.7 }).success).toBe(false);
  });

  it('converts the same wall time per configured zone', () => {
    const r = toRelease(tokenedReleaseRecord.parse(tokened), { source: 'tokened', timeZone: 'America/New_York' });
    expect(r.publishedAt).toBe('2026-12-05T02:30:00.000Z');
  });

  it('rejects an unreadable time; an importance outside 1-3 or none is unknown', () => {
    for (const time of ['2026-13-04 21:30:00', '待定']) {
      const bad = tokenedReleaseRecord.parse({ ...tokened, PUBLISH_TIME: time });
      expect(() => toRelease(bad, { source: 'tokened', timeZone: SH })).toThrow(/PUBLISH_TIME/);
    }
    for (const relevance of [7, null, '', '0']) {
      const r = toRelease(tokenedReleaseRecord.parse({ ...tokened, IDX_RELEVANCE: relevance }), { source: 'tokened', timeZone: SH });
      expect(r.importance).toBeNull();
    }
  });

  it('keeps text in price fields as written', () => {
    const r = toRelease(tokenedReleaseRecord.parse({ ...tokened, SURVEY_PRICE: '--', ACTUAL_PRICE: '9-0-2', PREVIOUS_PRICE: '未公布' }), { source: 'tokened', timeZone: SH });
    expect(r).toMatchObject({ forecast: '--', actual: '9-0-2', previous: '未公布', released: true });
  });
});

// "Calendar list record (legacy)": every value a string, nulls for values.
const legacyList = {
  ID: '101000001', RECORD_ID: '998877', IDX_ID: '101000001', PUBLISH_TIME: '2026-11-20 09:30:00',
  UPDATE_TIME: '2026-11-20 09:30:05', PUBLISH_ORG: '国家统计局', UPDATE_PERIOD: '3', AFFECT: '', TITLE: '',
  IDX_PERIOD: '10月', IDX_DESC_CN: '中国10月CPI年率', UNIT: '%', COUNTRY_CN: '中国   ', IDX_RELEVANCE: '2',
  PREVIOUS_PRICE: '0.4', SURVEY_PRICE: null, ACTUAL_PRICE: '0.2', STATUS: '1', Res: '||',
};

describe('toRelease (legacy list)', () => {
  it('reads STATUS, nulls and the empty Res `||`', () => {
    const r = toRelease(legacyListRecord.parse(legacyList), { source: 'legacy', timeZone: SH });
    expect(r).toMatchObject({
      id: '998877', title: '中国10月CPI年率', country: '中国', forecast: null, actual: '0.2', released: true,
      importance: 2, publishedAt: '2026-11-20T01:30:00.000Z', impact: { bullishIfAbove: [], bearishIfAbove: [], note: null },
    });
  });

  it('trusts STATUS over ACTUAL_PRICE and falls back to ID without RECORD_ID', () => {
    const r = toRelease(legacyListRecord.parse({ ...legacyList, STATUS: '0', RECORD_ID: null }), { source: 'legacy', timeZone: SH });
    expect(r).toMatchObject({ released: false, id: '101000001' });
  });

  it('reads integer fields written as numbers like their strings, and keeps the list ID apart from IDX_ID', () => {
    const asInt = toRelease(legacyListRecord.parse({ ...legacyList, IDX_RELEVANCE: 2, ID: 43627, STATUS: 1 }), { source: 'legacy', timeZone: SH });
    const asText = toRelease(legacyListRecord.parse({ ...legacyList, IDX_RELEVANCE: '2', ID: '43627', STATUS: '1' }), { source: 'legacy', timeZone: SH });
    expect(asInt).toEqual(asText);
    expect(asText).toMatchObject({ legacyId: '43627', indicatorId: legacyList.IDX_ID, importance: 2, released: true });
    expect(legacyListRecord.safeParse({ ...legacyList, IDX_ID: 101000001 }).success).toBe(false);
  });
});

describe('asset lists', () => {
  it('splits Chinese names at spaces, Latin-letter names only at the separators between names', () => {
    expect(assetsOf('金银 石油')).toEqual(['金银', '石油']);
    expect(assetsOf('Gold & Silver')).toEqual(['Gold & Silver']);
    expect(assetsOf('Crude Oil, US Dollar')).toEqual(['Crude Oil', 'US Dollar']);
    expect(assetsOf('Gold/Silver|Crude Oil、USD')).toEqual(['Gold', 'Silver', 'Crude Oil', 'USD']);
    expect(assetsOf('美元，日元；黄金')).toEqual(['美元', '日元', '黄金']);
    expect(assetsOf('黄金 Crude Oil 美元')).toEqual(['黄金', 'Crude Oil', '美元']);
    expect(assetsOf('  ')).toEqual([]);
    expect(assetsOf(null)).toEqual([]);
  });

  it('an English GT_RES with a spaced name is one asset of the rule', () => {
    const r = toRelease(tokenedReleaseRecord.parse({ ...tokened, GT_RES: 'Gold & Silver', LT_RES: 'Crude Oil' }), { source: 'tokened', timeZone: SH });
    expect(r.impact).toEqual({ bullishIfAbove: ['Gold & Silver'], bearishIfAbove: ['Crude Oil'], note: null });
  });
});

describe('impactFromRes', () => {
  it('parses bullish|bearish|note defensively', () => {
    expect(impactFromRes('美元|金银 石油|')).toEqual({ bullishIfAbove: ['美元'], bearishIfAbove: ['金银', '石油'], note: null });
    expect(impactFromRes('美元 日元|金银|利多美元')).toEqual({ bullishIfAbove: ['美元', '日元'], bearishIfAbove: ['金银'], note: '利多美元' });
    expect(impactFromRes('美元')).toEqual({ bullishIfAbove: ['美元'], bearishIfAbove: [], note: null });
    expect(impactFromRes('')).toEqual({ bullishIfAbove: [], bearishIfAbove: [], note: null });
    expect(impactFromRes(null)).toEqual({ bullishIfAbove: [], bearishIfAbove: [], note: null });
    expect(impactFromRes('|| ')).toEqual({ bullishIfAbove: [], bearishIfAbove: [], note: null });
  });
});

// "U.S. data record and weekly calendar record (legacy)".
const usData = {
  ID: '5501', STATUS: '0', IDX_PID: '101000001', IDX_PERIOD: '11月', IDX_ID: '101000002',
  PUBLISH_TIME: '2026-12-04 21:30:00', UNKNOWN: null, COUNTRY: ' United States ', COUNTRY_CN: '美国',
  IDX_DESC_CN: '美国11月失业率', PREVIOUS_PRICE: '4.1', ACTUAL_PRICE: null, SURVEY_PRICE: '4.2', GT_RES: '金银',
  LT_RES: '美元', REVISED_PRICE: null, UNIT: '%', UNIT_RATE: '/10', IDX_RELEVANCE: '3',
  next_publish_time: '2027-01-08 21:30:00',
};

describe('toRelease (legacy usaData / ecweek)', () => {
  it('keeps the English country, the parent indicator, UNIT_RATE and the next release time', () => {
    const r = toRelease(legacyUsRecord.parse(usData), { source: 'legacy', timeZone: SH });
    expect(r).toMatchObject({
      id: '5501', parentIndicatorId: '101000001', countryEn: 'United States', released: false, actual: null,
      forecast: '4.2', unitRate: { op: '/', factor: 10, raw: '/10' }, nextPublishAt: '2027-01-08T13:30:00.000Z',
      impact: { bullishIfAbove: ['金银'], bearishIfAbove: ['美元'], note: null },
    });
  });

  it('reads SURPLUS_PRICE (the field list name) when SURVEY_PRICE is absent; ecweek has no next time', () => {
    const { SURVEY_PRICE: _s, next_publish_time: _n, ...week } = usData;
    const r = toRelease(legacyUsRecord.parse({ ...week, SURPLUS_PRICE: '4.3' }), { source: 'legacy', timeZone: SH });
    expect(r).toMatchObject({ forecast: '4.3', nextPublishAt: null });
  });
});
