import { describe, expect, it } from 'vitest';
import { compactScaled, displayValue, parseUnit, rateMessage, ratePower, scaleOf, scaledNumber, unitDisplay } from '@/lib/localize/units';
import { unitRateOf } from '@/lib/upstream/normalize/fields';

describe('UNIT multipliers', () => {
  it('reads every Chinese prefix in both scripts and the English variant\'s forms', () => {
    expect(parseUnit('万人')).toEqual({ power: 4, base: '人' });
    expect(parseUnit('萬人')).toEqual({ power: 4, base: '人' });
    expect(parseUnit('亿美元')).toEqual({ power: 8, base: '美元' });
    expect(parseUnit('億日圓')).toEqual({ power: 8, base: '日圓' });
    expect(parseUnit('万亿元')).toEqual({ power: 12, base: '元' });
    expect(parseUnit('萬億元')).toEqual({ power: 12, base: '元' });
    expect(parseUnit('10K persons')).toEqual({ power: 4, base: 'persons' });
    expect(parseUnit('USD 100M')).toEqual({ power: 8, base: 'USD' });
    expect(parseUnit('%')).toEqual({ power: 0, base: '%' });
    expect(parseUnit('')).toEqual({ power: 0, base: '' });
  });

  it('leaves units that only look like a multiplier alone', () => {
    expect(parseUnit('Bcf')).toEqual({ power: 0, base: 'Bcf' });
    expect(parseUnit('rigs')).toEqual({ power: 0, base: 'rigs' });
    expect(parseUnit('点')).toEqual({ power: 0, base: '点' });
  });
});

describe('scaling, exact on the upstream string', () => {
  it('writes K/M/B/T for every prefix', () => {
    expect(compactScaled('250', 4)).toBe('2.5M');
    expect(compactScaled('13.0', 4)).toBe('130K');
    expect(compactScaled('1234', 8)).toBe('123.4B');
    expect(compactScaled('1,234', 8)).toBe('123.4B');
    expect(compactScaled('3.5', 12)).toBe('3.5T');
    expect(compactScaled('0.05', 4)).toBe('500');
  });

  it('keeps the sign of negative values', () => {
    expect(compactScaled('-190', 4)).toBe('-1.9M');
    expect(compactScaled('−650.3', 8)).toBe('-65.03B');
    expect(compactScaled('-0', 4)).toBe('0');
  });

  it('keeps every decimal exact, where floats would not', () => {
    // 0.1 + 0.2-style artefacts: 1.1 × 10⁴ in floating point is 11000.000000000002.
    expect(compactScaled('1.1', 4)).toBe('11K');
    expect(compactScaled('22.57', 4)).toBe('225.7K');
    expect(compactScaled('123456789.123456789', 8)).toBe('12,345.6789123456789T');
    expect(compactScaled('0.0003', 4)).toBe('3');
  });

  it('leaves text that is not a number unscaled', () => {
    expect(compactScaled('9-0-2', 4)).toBeNull();
    expect(compactScaled('持平', 4)).toBeNull();
    expect(unitDisplay('万人', 'en').value('9-0-2')).toBe('9-0-2');
    // A word is no number: not scaled, but English readers read it in English (lib/localize/values).
    expect(unitDisplay('万人', 'en').value('持平')).toBe('unchanged');
    expect(unitDisplay('万人', 'zh-CN').value('持平')).toBe('持平');
  });
});

describe('how each reader sees a unit', () => {
  it('English: scaled values, base unit translated from the table', () => {
    expect(displayValue('250', '万人', 'en')).toBe('2.5M persons');
    expect(displayValue('1234', '亿美元', 'en')).toBe('123.4B USD');
    expect(displayValue('-190', '万桶', 'en')).toBe('-1.9M barrels');
    expect(displayValue('13.0', '10K persons', 'en')).toBe('130K persons');
    expect(displayValue('4.3', '%', 'en')).toBe('4.3%');
    expect(displayValue('52.1', '点', 'en')).toBe('52.1 points');
    expect(displayValue(null, '万人', 'en')).toBeNull();
  });

  it('Chinese: 万/亿 kept, value as written', () => {
    expect(displayValue('13.0', '万人', 'zh-CN')).toBe('13.0万人');
    expect(displayValue('13.0', '萬人', 'zh-TW')).toBe('13.0萬人');
    expect(unitDisplay('亿美元', 'zh-CN').scaled).toBe(false);
  });

  it('UNIT_RATE: identity changes nothing; a power of ten scales a unit without a multiplier; a prefix wins', () => {
    expect(ratePower(unitRateOf('*1'))).toBe(0);
    expect(ratePower(unitRateOf('/10000'))).toBe(4);
    expect(ratePower(unitRateOf('*10'))).toBe(-1);
    expect(ratePower(unitRateOf('/3'))).toBeNull();
    expect(scaleOf('人', unitRateOf('/10000'))).toEqual({ power: 4, base: '人', rateApplied: true });
    expect(scaleOf('万人', unitRateOf('/10000'))).toEqual({ power: 4, base: '人', rateApplied: false });
    expect(scaleOf('%', unitRateOf('*1'))).toEqual({ power: 0, base: '%', rateApplied: false });
    expect(displayValue('13', '人', 'en', unitRateOf('/10000'))).toBe('130K persons');
  });
});

describe('UNIT_RATE in words and chart values', () => {
  it('says the rate as published, or as converted where the reader sees full values', () => {
    const divide = unitRateOf('/10000')!;
    const multiply = unitRateOf('*10')!;
    expect(rateMessage(divide, false)).toBe('rate.divide');
    expect(rateMessage(multiply, false)).toBe('rate.multiply');
    // English rows of 万人 show 130K persons: the note may not say the shown figures are in units of 10,000.
    expect(rateMessage(divide, unitDisplay('万人', 'en', divide).scaled)).toBe('rate.divideShown');
    expect(rateMessage(divide, unitDisplay('万人', 'zh-CN', divide).scaled)).toBe('rate.divide');
    expect(rateMessage(multiply, true)).toBe('rate.multiplyShown');
  });

  it('every rate message exists in every locale, and none writes an operator', async () => {
    for (const locale of ['en', 'zh-CN', 'zh-TW']) {
      const { Localize } = (await import(`@/messages/${locale}.json`)).default;
      for (const key of ['divide', 'multiply', 'divideShown', 'multiplyShown']) {
        expect(Localize.rate[key], `${locale} ${key}`).toContain('{factor, number}');
        expect(Localize.rate[key]).not.toMatch(/[*\/]\s*\{factor/);
      }
      if (locale === 'en') for (const key of ['divideShown', 'multiplyShown']) expect(Localize.rate[key]).not.toMatch(/\p{Script=Han}/u);
    }
  });

  it('gives chart values at full magnitude from the decimal digits', () => {
    expect(scaledNumber('13.0', 4)).toBe(130000);
    expect(scaledNumber('-190', 4)).toBe(-1900000);
    expect(scaledNumber('1,234.5', 8)).toBe(123450000000);
    expect(scaledNumber('0.3', 12)).toBe(300000000000);
    expect(scaledNumber('n/a', 4)).toBeNull();
    expect(scaledNumber(null, 4)).toBeNull();
  });
});

describe('words in value fields', () => {
  it('English readers get the word translated and no unit; Chinese readers the word as written', () => {
    expect(displayValue('未公布', '万人', 'en')).toBe('not published');
    expect(displayValue('未公布', '万人', 'zh-CN')).toBe('未公布万人');
    expect(displayValue('13.0', '万人', 'en')).toBe('130K persons');
    // The display columns of exports and the history read the same.
    expect(unitDisplay('万人', 'en').value('未公布')).toBe('not published');
    expect(unitDisplay('%', 'en').value('待定')).toBe('to be decided');
    expect(unitDisplay('万人', 'zh-TW').value('未公佈')).toBe('未公佈');
  });
});
