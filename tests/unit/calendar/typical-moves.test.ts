import { describe, expect, it } from 'vitest';
import { firstLinkedSymbol, MAX_KEPT_RULES } from '@/lib/calendar/typical-moves';
import { linkedSymbols } from '@/lib/market/release-symbols';
import { release } from '../support/calendar-fixtures';

const EXCHANGES = ['WGJS', 'WH', 'GJZS', 'COMEX', 'NYMEX', 'SGE'];

describe('the first symbol a pending row moves (its typical move\'s symbol)', () => {
  it('is linkedSymbols\' first, kept by country, asset words and exchanges', () => {
    const usd = release({ impact: { bullishIfAbove: ['USD'], bearishIfAbove: ['Gold', 'Silver'], note: null } });
    const stocks = (country: string) => release({ country, impact: { bullishIfAbove: ['Stocks'], bearishIfAbove: [], note: null } });
    for (const r of [usd, stocks('United States'), stocks('Japan')]) expect(firstLinkedSymbol(r, EXCHANGES)).toEqual(linkedSymbols(r, EXCHANGES)[0]);
    // Asked again (another row, another view): the same answer, not read from the words again.
    expect(firstLinkedSymbol({ ...usd, id: '2' }, EXCHANGES)).toBe(firstLinkedSymbol(usd, EXCHANGES));
    expect(firstLinkedSymbol(stocks('Japan'), EXCHANGES)).not.toEqual(firstLinkedSymbol(stocks('United States'), EXCHANGES));
    // Exchanges that are not offered, and words no symbol stands for, link nothing.
    expect(firstLinkedSymbol(usd, ['IPE'])).toBeNull();
    expect(firstLinkedSymbol(release({ impact: { bullishIfAbove: ['Bonds'], bearishIfAbove: [], note: null } }), EXCHANGES)).toBeNull();
  });

  it('keeps at most MAX_KEPT_RULES rules, the oldest let go first', () => {
    const words = (i: number) => release({ impact: { bullishIfAbove: ['USD'], bearishIfAbove: [`unknown ${i}`], note: null } });
    const oldest = firstLinkedSymbol(words(0), EXCHANGES);
    const newest = () => firstLinkedSymbol(words(MAX_KEPT_RULES), EXCHANGES);
    for (let i = 1; i <= MAX_KEPT_RULES; i++) firstLinkedSymbol(words(i), EXCHANGES);
    expect(newest()).toBe(newest());
    // Asked again, the oldest rule is read again: an equal answer, another object.
    const again = firstLinkedSymbol(words(0), EXCHANGES);
    expect(again).toEqual(oldest);
    expect(again).not.toBe(oldest);
  });
});
