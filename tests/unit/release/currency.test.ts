import { describe, expect, it } from 'vitest';
import { currencyOf, isCurrency } from '@/lib/release/currency';

describe('currencies of countries', () => {
  it('reads a country in any of the three languages', () => {
    for (const name of ['美国', 'United States', '美國', ' 美国 ']) expect(currencyOf(name)).toBe('USD');
    expect(currencyOf('日本')).toBe('JPY');
    expect(currencyOf('瑞士')).toBe('CHF');
  });

  it('gives the euro area and its members one currency', () => {
    for (const name of ['欧元区', 'Euro Area', '德国', 'France', '義大利', '西班牙']) expect(currencyOf(name)).toBe('EUR');
  });

  it('has none for a country it does not know, and accepts only ISO codes it lists', () => {
    expect(currencyOf('Atlantis')).toBeNull();
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency('XYZ')).toBe(false);
  });
});
