import { describe, expect, it } from 'vitest';
import { countryCode } from '@/lib/release/countries';
import { countriesOf, filterEvents, filterReleases } from '@/lib/calendar/filters';
import type { CalendarEvent } from '@/lib/upstream/types';
import { release } from '../support/calendar-fixtures';

const none = { importance: [], countries: [], query: '' };

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
