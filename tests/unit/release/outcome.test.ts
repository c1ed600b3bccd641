import { describe, expect, it } from 'vitest';
import { directionOf, numericValue, outcomeOf } from '@/lib/release/outcome';
import { release } from '../support/calendar-fixtures';

describe('numeric values', () => {
  it('reads bare decimals, signs, separators and a trailing %', () => {
    expect(numericValue('3.2')).toBe(3.2);
    expect(numericValue('-0.4')).toBe(-0.4);
    expect(numericValue('+1,234.5')).toBe(1234.5);
    expect(numericValue('4.1%')).toBe(4.1);
    expect(numericValue('')).toBeNull();
    expect(numericValue(null)).toBeNull();
    expect(numericValue('n/a')).toBeNull();
    expect(numericValue('1.2.3')).toBeNull();
  });

  it('compares actual with forecast without floating-point noise', () => {
    expect(directionOf('0.3', '0.1')).toBe('above');
    expect(directionOf('-0.2', '0.1')).toBe('below');
    expect(directionOf('0.30', '0.3')).toBe('inline');
    expect(directionOf('3.2', '')).toBeNull();
    expect(directionOf(null, '1')).toBeNull();
  });
});

describe('beat / miss', () => {
  it('actual above forecast: GT_RES assets are bullish, LT_RES bearish; better for the USD', () => {
    const o = outcomeOf(release({ actual: '250', forecast: '180' }));
    expect(o).toEqual({ direction: 'above', bullish: ['USD'], bearish: ['Gold', 'Silver'], tone: 'better' });
  });

  it('actual below forecast: the roles swap; worse for the USD', () => {
    const o = outcomeOf(release({ actual: '90', forecast: '180' }));
    expect(o).toEqual({ direction: 'below', bullish: ['Gold', 'Silver'], bearish: ['USD'], tone: 'worse' });
  });

  it('an unemployment-like rule (currency in LT_RES) reads a higher value as worse', () => {
    const o = outcomeOf(
      release({ country: '美国', actual: '4.3', forecast: '4.1', impact: { bullishIfAbove: ['金银'], bearishIfAbove: ['美元'], note: null } }),
    );
    expect(o?.tone).toBe('worse');
    expect(o?.bearish).toEqual(['美元']);
  });

  it('in line: nothing bullish or bearish, neutral', () => {
    expect(outcomeOf(release({ actual: '180', forecast: '180.0' }))).toEqual({ direction: 'inline', bullish: [], bearish: [], tone: 'neutral' });
  });

  it('no outcome before release or without a numeric forecast', () => {
    expect(outcomeOf(release({ actual: null }))).toBeNull();
    expect(outcomeOf(release({ actual: '200', forecast: null }))).toBeNull();
  });

  it('does not take another dollar for the country currency', () => {
    const o = outcomeOf(release({ actual: '2', forecast: '1', impact: { bullishIfAbove: ['AUD'], bearishIfAbove: [], note: null } }));
    expect(o?.tone).toBe('neutral');
  });
});
