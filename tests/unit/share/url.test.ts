import { describe, expect, it } from 'vitest';
import { cookieTimeZone, shareUrl } from '@/lib/share/url';

describe('shareUrl', () => {
  it('keeps the view with its filters and adds the reader zone when the URL has none', () => {
    expect(shareUrl('https://m.example/en/calendar?date=2026-11-20&importance=3#releases', 'Asia/Tokyo')).toBe(
      'https://m.example/en/calendar?date=2026-11-20&importance=3&tz=Asia%2FTokyo',
    );
  });

  it('leaves a zone already in the URL alone, and adds none when there is none to add', () => {
    expect(shareUrl('https://m.example/en/markets/WH?tz=UTC', 'Asia/Tokyo')).toBe('https://m.example/en/markets/WH?tz=UTC');
    expect(shareUrl('https://m.example/zh-CN/news', null)).toBe('https://m.example/zh-CN/news');
  });
});

describe('cookieTimeZone', () => {
  it('reads a valid zone from the tz cookie and refuses anything else', () => {
    expect(cookieTimeZone('NEXT_LOCALE=en; tz=America%2FNew_York; other=1')).toBe('America/New_York');
    expect(cookieTimeZone('stz=Asia%2FTokyo')).toBeNull();
    expect(cookieTimeZone('tz=Mars%2FBase')).toBeNull();
    expect(cookieTimeZone('tz=%E0%A4%A')).toBeNull();
    expect(cookieTimeZone('')).toBeNull();
  });
});
