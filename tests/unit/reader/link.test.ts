import { describe, expect, it } from 'vitest';
import { NO_READER_STATE, readerHref, readerUrl, stateQuery } from '@/lib/reader/link';
import { first, withQuery } from '@/lib/reader/query';
import { localePath, routing } from '@/lib/i18n/routing';
import { variantOf } from '@/lib/upstream/variants';

const state = { tzParam: 'America/New_York', colorsParam: 'green-up' as const };

describe('readerHref', () => {
  it("keeps the reader's tz and colors beside the view's own filters", () => {
    expect(readerHref('/calendar', { date: '2026-11-23', importance: '2,3', country: 'US' }, state)).toBe(
      '/calendar?date=2026-11-23&importance=2%2C3&country=US&tz=America%2FNew_York&colors=green-up',
    );
  });

  it('leaves out empty values and adds no ? when nothing remains', () => {
    expect(readerHref('/markets', { q: '', sort: null, dir: undefined }, NO_READER_STATE)).toBe('/markets');
    expect(readerHref('/news', {}, { tzParam: null, colorsParam: 'red-up' })).toBe('/news?colors=red-up');
  });

  it('lets the reader state win over a same-named view parameter', () => {
    expect(readerHref('/calendar', { tz: 'UTC' }, state)).toBe('/calendar?tz=America%2FNew_York&colors=green-up');
  });

  it('stateQuery lists only what the URL carried', () => {
    expect(stateQuery(NO_READER_STATE)).toEqual({});
    expect(stateQuery(state)).toEqual({ tz: 'America/New_York', colors: 'green-up' });
  });
});

describe('readerUrl and localePath', () => {
  it('prefix the locale, the dashboard without a trailing slash', () => {
    expect(readerUrl('zh-TW', '/', {}, state)).toBe('/zh-TW?tz=America%2FNew_York&colors=green-up');
    expect(readerUrl('en', '/markets/WH/EURUSD', { interval: 'min5' }, NO_READER_STATE)).toBe('/en/markets/WH/EURUSD?interval=min5');
    expect(localePath('zh-CN', '')).toBe('/zh-CN');
  });
});

describe('routing', () => {
  it('lists each locale once and maps each to its tokened variant', () => {
    expect(routing.locales).toEqual(['zh-CN', 'en', 'zh-TW']);
    expect(routing.locales.map(variantOf)).toEqual(['api', 'apien', 'apitc']);
  });
});

describe('first and withQuery', () => {
  it('read the first value from a record or URLSearchParams', () => {
    expect(first({ a: ['1', '2'] }, 'a')).toBe('1');
    expect(first({ a: 'x' }, 'a')).toBe('x');
    expect(first(new URLSearchParams('a=3&a=4'), 'a')).toBe('3');
    expect(first(undefined, 'a')).toBeUndefined();
    expect(withQuery('/x', { a: 'b c' })).toBe('/x?a=b+c');
  });
});
