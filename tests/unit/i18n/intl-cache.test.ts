import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, listFormat, numberFormat, relativeTimeFormat } from '@/lib/i18n/intl-cache';

describe('intl-cache', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    expect(dateTimeFormat('en', { timeZone: 'Asia/Taipei', timeZoneName: 'shortOffset' })).toBe(dateTimeFormat('en', { timeZone: 'Asia/Taipei', timeZoneName: 'shortOffset' }));
    expect(dateTimeFormat('en', { timeZone: 'Asia/Taipei' })).not.toBe(dateTimeFormat('en', { timeZone: 'America/New_York' }));
    expect(numberFormat('zh-TW')).not.toBe(numberFormat('en'));
  });

  it('formats as a new formatter would', () => {
    const at = new Date('2026-11-26T05:00:00Z');
    expect(dateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' }).format(at)).toBe(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' }).format(at),
    );
    expect(numberFormat('en', { notation: 'compact', maximumFractionDigits: 2 }).format(1_234_567)).toBe('1.23M');
    expect(listFormat('zh-CN', { type: 'conjunction' }).format(['美元', '黄金', '原油'])).toBe('美元、黄金和原油');
    expect(relativeTimeFormat('en', { numeric: 'auto', style: 'short' }).format(-1, 'day')).toBe('yesterday');
    expect(['b10', 'b9', 'a'].sort(collator('en', { numeric: true }).compare)).toEqual(['a', 'b9', 'b10']);
  });
});
