import { describe, expect, it } from 'vitest';
import { legacyPath, tokenedPath } from '@/lib/upstream/http';

describe('paths', () => {
  it('carry the fixed 202605 segment in the tokened family', () => {
    expect(tokenedPath('apien', 'calendar', 'data')).toBe('/apien/calendar/202605/data');
    expect(tokenedPath('api', 'market', 'kline')).toBe('/api/market/202605/kline');
  });

  it('drop an omitted optional value together with the word before it', () => {
    expect(legacyPath('forecast', [['type', 1], ['interval', undefined]])).toBe('/Calendar/forecast/type/1');
    expect(legacyPath('forecast', [['type', 1], ['interval', 'day']])).toBe('/Calendar/forecast/type/1/interval/day');
    expect(legacyPath('eventholiday', [['date', undefined], ['type', 1]])).toBe('/Calendar/eventholiday/type/1');
    expect(legacyPath('eventholiday', [['date', '20261121'], ['type', 1]])).toBe('/Calendar/eventholiday/date/20261121/type/1');
    expect(legacyPath('usaData')).toBe('/Calendar/usaData');
  });

  it('encode segment values', () => {
    expect(legacyPath('lists', [['d', 'a/b?c']])).toBe('/Calendar/lists/d/a%2Fb%3Fc');
  });
});
