import { describe, expect, it } from 'vitest';
import { localesByPreference } from '@/lib/i18n/negotiate';

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
