import { describe, expect, it } from 'vitest';
import { localesByPreference, normalizedAcceptLanguage } from '@/lib/i18n/negotiate';

describe('localesByPreference', () => {
  it('orders the supported locales by the Accept-Language weights', () => {
    expect(localesByPreference('en-US,en;q=0.9,zh-CN;q=0.8')).toEqual(['en', 'zh-CN', 'zh-TW']);
    expect(localesByPreference('fr;q=1, zh-TW;q=0.5, en;q=0.7')).toEqual(['en', 'zh-TW', 'zh-CN']);
  });

  it('maps Traditional Chinese tags to zh-TW and other Chinese to zh-CN', () => {
    expect(localesByPreference('zh-Hant-HK')[0]).toBe('zh-TW');
    expect(localesByPreference('zh-HK,zh;q=0.5')[0]).toBe('zh-TW');
    expect(localesByPreference('zh')[0]).toBe('zh-CN');
    expect(localesByPreference('zh-Hans-SG')[0]).toBe('zh-CN');
  });

  it('falls back to the configured order without a usable header', () => {
    expect(localesByPreference(null)).toEqual(['zh-CN', 'en', 'zh-TW']);
    expect(localesByPreference('de, fr;q=0.8')).toEqual(['zh-CN', 'en', 'zh-TW']);
    expect(localesByPreference('en;q=0')).toEqual(['zh-CN', 'en', 'zh-TW']);
  });
});

describe('malformed Accept-Language', () => {
  it('skips an entry that is not a language range and keeps the others', () => {
    expect(localesByPreference('en;q=1, //evil.example')[0]).toBe('en');
    expect(localesByPreference('//evil.example, zh-TW;q=0.5')[0]).toBe('zh-TW');
    expect(localesByPreference('en;q=abc, zh-TW;q=0.4')[0]).toBe('zh-TW');
    expect(localesByPreference('en;q=2, zh-TW;q=0.4')[0]).toBe('zh-TW');
    expect(localesByPreference('english, zh-TW;q=0.1')[0]).toBe('zh-TW');
    expect(localesByPreference('zhx, en;q=0.1')[0]).toBe('en');
  });

  it('gives next-intl a clean header naming only our locales, or none', () => {
    expect(normalizedAcceptLanguage('en;q=1, //evil.example')).toBe('en');
    expect(normalizedAcceptLanguage('fr, zh-Hant;q=0.8, en-GB;q=0.7')).toBe('zh-TW, en;q=0.9');
    expect(normalizedAcceptLanguage('//evil.example')).toBeNull();
    expect(normalizedAcceptLanguage(null)).toBeNull();
  });
});
