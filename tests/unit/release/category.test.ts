import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryOf, type Category } from '@/lib/release/category';
import { CATALOGUE } from '@/simulator/data/indicators.mjs';

// Every indicator the simulator serves has a category, the same in all three
// languages (lib/release/category.ts). The simulator's own kinds say which.
const BY_KIND: Record<string, Category | ((en: string) => Category)> = {
  jobs: 'employment', unemployment: 'employment', wages: 'employment', claims: 'employment',
  inflation: 'inflation',
  growth: 'growth', production: 'growth',
  rate: 'rates', money: 'rates',
  trade: 'trade',
  housing: 'housing',
  consumption: 'consumer',
  sentiment: (en) => (/consumer/i.test(en) ? 'consumer' : 'business'),
  pmi: 'business', orders: 'business',
  inventory: 'energy', energy: 'energy',
};

describe('categories of indicators', () => {
  it('knows every kind of indicator the simulator serves', () => {
    for (const ind of CATALOGUE) expect(Object.keys(BY_KIND), ind.kind).toContain(ind.kind);
  });

  for (const [lang, label] of [[0, 'zh-CN'], [1, 'en'], [2, 'zh-TW']] as const) {
    it(`gives every simulator indicator its category from its ${label} name, none "other"`, () => {
      const wrong = CATALOGUE.flatMap((ind) => {
        const rule = BY_KIND[ind.kind]!;
        const expected = typeof rule === 'function' ? rule(ind.name[1]) : rule;
        const got = categoryOf(ind.name[lang]);
        return got === expected ? [] : [`${ind.name[lang]}: ${got}, expected ${expected}`];
      });
      expect(wrong).toEqual([]);
    });
  }

  it('reads the title before the description: a description that mentions housing keeps a CPI in inflation', () => {
    expect(categoryOf('美国CPI年率', '消费者物价指数，包括住房、食品和能源')).toBe('inflation');
    expect(categoryOf('', 'U.S. Housing Starts')).toBe('housing');
    expect(categoryOf(null, undefined)).toBe('other');
  });

  it('classes what the simulator does not serve as traders do', () => {
    expect(categoryOf('U.S. 10-Year Note Auction')).toBe('auctions');
    expect(categoryOf('美国10年期国债拍卖')).toBe('auctions');
    expect(categoryOf('英國房價指數月率')).toBe('housing');
    expect(categoryOf('Japan Current Account')).toBe('trade');
    expect(categoryOf('中国1年期贷款市场报价利率')).toBe('rates');
    expect(categoryOf('U.S. Gasoline Inventories')).toBe('energy');
    expect(categoryOf('Employment Cost Index QoQ')).toBe('employment');
    expect(categoryOf('Baltic Dry Index')).toBe('other');
  });

  it('lists the categories of the URL contract', () => {
    expect(CATEGORIES).toEqual(['employment', 'inflation', 'growth', 'rates', 'trade', 'housing', 'consumer', 'business', 'energy', 'auctions', 'other']);
  });
});
