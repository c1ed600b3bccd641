import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeImageUrl, safeSrcset } from '@/lib/news/safe-url';

describe('safeHttpUrl', () => {
  it.each([
    ['https://img.example.com/a.png', 'https://img.example.com/a.png'],
    ['http://img.example.com/新闻 图.jpg', 'http://img.example.com/%E6%96%B0%E9%97%BB%20%E5%9B%BE.jpg'],
    ['  HTTPS://Example.COM/x  ', 'https://example.com/x'],
    ['h\ntt\tps://example.com/', 'https://example.com/'],
  ])('keeps %j as %j', (raw, expected) => {
    expect(safeHttpUrl(raw)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd',
    'ftp://example.com/a',
    '/relative/path.png',
    '//protocol-relative.example/a.png',
    'image.png',
    'https://user:pw@example.com/',
    'https://bank.example@evil.example/',
    'http://',
    '',
    '   ',
    `https://example.com/${'a'.repeat(3000)}`,
    null,
    undefined,
  ])('drops %j', (raw) => {
    expect(safeHttpUrl(raw)).toBeNull();
  });
});

describe('safeSrcset', () => {
  it('keeps safe candidates with their descriptors', () => {
    expect(safeSrcset('https://e.com/a.png 1x, https://e.com/b.png 2x')).toBe('https://e.com/a.png 1x, https://e.com/b.png 2x');
    expect(safeSrcset('https://e.com/a.png 480w,https://e.com/b.png 960w')).toBe('https://e.com/a.png 480w, https://e.com/b.png 960w');
  });

  it('drops unsafe URLs and malformed descriptors', () => {
    expect(safeSrcset('javascript:alert(1) 1x, https://e.com/b.png 2x')).toBe('https://e.com/b.png 2x');
    expect(safeSrcset('https://e.com/a.png 2x onerror=alert(1), /rel.png 1x')).toBeNull();
    expect(safeSrcset('data:image/png;base64,AAAA')).toBeNull();
    expect(safeSrcset('')).toBeNull();
  });

  it('keeps a comma inside a URL from splitting the candidate', () => {
    expect(safeSrcset('https://e.com/a,b.png 2x')).toBe('https://e.com/a%2Cb.png 2x');
  });
});

describe('safeImageUrl', () => {
  it('keeps https images and drops plain http ones (tracking pixels in the clear)', () => {
    expect(safeImageUrl('https://img.example.com/a.png')).toBe('https://img.example.com/a.png');
    expect(safeImageUrl('http://img.example.com/pixel.gif')).toBeNull();
    expect(safeImageUrl('HTTP://img.example.com/pixel.gif')).toBeNull();
    expect(safeSrcset('http://img.example.com/a.png 1x, https://img.example.com/b.png 2x')).toBe('https://img.example.com/b.png 2x');
  });
});
