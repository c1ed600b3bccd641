import { describe, expect, it } from 'vitest';
import { NO_READER_STATE } from '@/lib/reader/link';
import { rememberedState, shareUrl } from '@/lib/share/url';

describe('shareUrl', () => {
  it('keeps the view with its filters and adds the remembered zone and colours when the URL has none', () => {
    expect(shareUrl('https://m.example/en/calendar?date=2026-11-20&importance=3#releases', { tzParam: 'Asia/Tokyo', colorsParam: 'red-up' })).toBe(
      'https://m.example/en/calendar?date=2026-11-20&importance=3&tz=Asia%2FTokyo&colors=red-up',
    );
  });

  it('leaves a zone or colours already in the URL alone, and adds none when there is none to add', () => {
    expect(shareUrl('https://m.example/en/markets/WH?tz=UTC&colors=green-up', { tzParam: 'Asia/Tokyo', colorsParam: 'red-up' })).toBe(
      'https://m.example/en/markets/WH?tz=UTC&colors=green-up',
    );
    expect(shareUrl('https://m.example/zh-CN/news', NO_READER_STATE)).toBe('https://m.example/zh-CN/news');
  });
});

describe('shareUrl on the public origin', () => {
  it('keeps path and query and takes the origin given (PUBLIC_URL), not the one the page was reached by', () => {
    expect(shareUrl('http://evil.example:3000/en/calendar?date=2026-11-20', NO_READER_STATE, 'https://macrodesk.example')).toBe(
      'https://macrodesk.example/en/calendar?date=2026-11-20',
    );
    expect(shareUrl('http://evil.example//x.example/a', NO_READER_STATE, 'https://macrodesk.example')).toBe('https://macrodesk.example//x.example/a');
  });
});

describe('rememberedState', () => {
  it('reads a valid zone and colours from the cookies and refuses anything else', () => {
    expect(rememberedState('NEXT_LOCALE=en; tz=America%2FNew_York; colors=green-up; other=1')).toEqual({ tzParam: 'America/New_York', colorsParam: 'green-up' });
    expect(rememberedState('stz=Asia%2FTokyo; xcolors=red-up')).toEqual(NO_READER_STATE);
    expect(rememberedState('tz=Mars%2FBase; colors=blue')).toEqual(NO_READER_STATE);
    expect(rememberedState('tz=%E0%A4%A')).toEqual(NO_READER_STATE);
    expect(rememberedState('')).toEqual(NO_READER_STATE);
  });
});
