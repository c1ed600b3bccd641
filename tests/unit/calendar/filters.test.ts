import { describe, expect, it } from 'vitest';
import { countryCode } from '@/lib/release/countries';
import { countriesOf, filterEvents, filterReleases, releasesOffer } from '@/lib/calendar/filters';
import type { CalendarEvent } from '@/lib/upstream/types';
import { release } from '../support/calendar-fixtures';

const none = { importance: [], countries: [], categories: [], currencies: [], watch: [], query: '' };

describe('country codes', () => {
  it('the same country has one code in all three languages, padding ignored', () => {
    expect(['美国', 'United States', '美國', '美国  '].map(countryCode)).toEqual(['US', 'US', 'US', 'US']);
    expect(['欧元区', 'Euro Area', '歐元區'].map(countryCode)).toEqual(['EU', 'EU', 'EU']);
  });

  it('an unknown country is its own code', () => {
    expect(countryCode(' Atlantis ')).toBe('Atlantis');
  });
});

describe('filters', () => {
  const rows = [
    release({ id: 'us3', country: 'United States', importance: 3, title: 'CPI YoY' }),
    release({ id: 'us1', country: 'United States', importance: 1, title: 'EIA Crude Oil Inventories' }),
    release({ id: 'jp2', country: 'Japan', importance: 2, title: 'National CPI', description: 'Japan National CPI YoY' }),
  ];
  const ids = (list: { id: string }[]) => list.map((r) => r.id);

  it('by importance subset', () => {
    expect(ids(filterReleases(rows, { ...none, importance: [2, 3] }))).toEqual(['us3', 'jp2']);
  });

  it('by country code, whatever the language of the rows', () => {
    expect(ids(filterReleases(rows, { ...none, countries: ['JP'] }))).toEqual(['jp2']);
    expect(ids(filterReleases([release({ id: 'cn', country: '美国' })], { ...none, countries: ['US'] }))).toEqual(['cn']);
  });

  it('by title or description, case- and width-insensitive', () => {
    expect(ids(filterReleases(rows, { ...none, query: 'cpi' }))).toEqual(['us3', 'jp2']);
    expect(ids(filterReleases(rows, { ...none, query: 'ＣＰＩ yoy' }))).toEqual(['us3', 'jp2']);
    expect(ids(filterReleases(rows, { ...none, query: 'retail' }))).toEqual([]);
  });

  it('by category, the same rows whichever language named them', () => {
    const zh = [
      release({ id: 'us3', country: '美国', importance: 3, title: '美国CPI年率' }),
      release({ id: 'us1', country: '美国', importance: 1, title: '美国EIA原油库存' }),
      release({ id: 'jp2', country: '日本', importance: 2, title: '日本全国CPI年率' }),
    ];
    for (const list of [rows, zh]) {
      expect(ids(filterReleases(list, { ...none, categories: ['inflation'] }))).toEqual(['us3', 'jp2']);
      expect(ids(filterReleases(list, { ...none, categories: ['energy', 'housing'] }))).toEqual(['us1']);
    }
  });

  it('by currency: the euro area and its members are EUR; a country without a currency here never matches', () => {
    const list = [
      release({ id: 'de', country: 'Germany' }),
      release({ id: 'ea', country: '欧元区' }),
      release({ id: 'gb', country: 'United Kingdom' }),
      release({ id: 'x', country: 'Atlantis' }),
    ];
    expect(ids(filterReleases(list, { ...none, currencies: ['EUR'] }))).toEqual(['de', 'ea']);
    expect(ids(filterReleases(list, { ...none, currencies: ['GBP', 'EUR'] }))).toEqual(['de', 'ea', 'gb']);
    expect(ids(filterReleases(list, { ...none, currencies: ['USD'] }))).toEqual([]);
  });

  it('offers the categories and currencies present, in their lists\' order', () => {
    expect(releasesOffer(rows)).toMatchObject({ categories: ['inflation', 'energy'], currencies: ['USD', 'JPY'] });
  });

  it('by watchlist: the indicators named, and the sub-indicator rows of one; events ignore it', () => {
    const list = [
      release({ id: 'a', indicatorId: '1' }),
      release({ id: 'b', indicatorId: '2' }),
      release({ id: 'c', indicatorId: '3', parentIndicatorId: '1' }),
    ];
    expect(ids(filterReleases(list, { ...none, watch: ['1'] }))).toEqual(['a', 'c']);
    expect(ids(filterReleases(list, { ...none, watch: ['9'] }))).toEqual([]);
    const e: CalendarEvent = { id: 'e', kind: 'event', country: '美国', area: null, description: 'Fed speech', at: '2026-11-20T18:00:00Z', importance: 2, date: null, timeConfirmed: true, source: 'tokened' };
    expect(filterEvents([e], { ...none, watch: ['1'] })).toEqual([e]);
  });

  it('an auction event is in the auctions category', () => {
    const e: CalendarEvent = { id: 'e', kind: 'treasury', country: '美国', area: null, description: '美国10年期国债拍卖', at: '2026-11-20T18:00:00Z', importance: null, date: null, timeConfirmed: null, source: 'legacy' };
    expect(filterEvents([e], { ...none, categories: ['auctions'] })).toEqual([e]);
    expect(filterEvents([e], { ...none, categories: ['rates'] })).toEqual([]);
  });

  it('events without importance never match an importance filter', () => {
    const e: CalendarEvent = { id: 'e', kind: 'treasury', country: '美国', area: null, description: '10-year auction', at: '2026-11-20T18:00:00Z', importance: null, date: null, timeConfirmed: null, source: 'legacy' };
    expect(filterEvents([e], { ...none, importance: [3] })).toEqual([]);
    expect(filterEvents([e], { ...none, countries: ['US'], query: 'auction' })).toEqual([e]);
  });

  it('offers the countries present, most rows first', () => {
    expect(countriesOf(rows)).toEqual([
      { code: 'US', name: 'United States' },
      { code: 'JP', name: 'Japan' },
    ]);
  });
});
