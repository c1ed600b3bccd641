import { describe, expect, it } from 'vitest';
import { viewKey } from '@/lib/view-cache/key.mjs';

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers: { host: 'portal', ...headers } });

describe('viewKey', () => {
  it('tells views apart by URL, host and cookies, whatever the cookie order', () => {
    expect(viewKey(req('/en/calendar?tz=Asia/Tokyo'))).not.toBe(viewKey(req('/en/calendar')));
    expect(viewKey(req('/en', { cookie: 'tz=America/New_York' }))).not.toBe(viewKey(req('/en')));
    expect(viewKey(req('/en', { cookie: 'a=1; tz=UTC' }))).toBe(viewKey(req('/en', { cookie: 'tz=UTC;a=1' })));
    expect(viewKey(req('/en', { host: 'other' }))).not.toBe(viewKey(req('/en')));
  });

  it('leaves to Next what is not a page GET', () => {
    expect(viewKey(req('/en', {}, 'HEAD'))).toBeNull();
    expect(viewKey(req('/en', {}, 'POST'))).toBeNull();
    expect(viewKey(req('/api/quotes?codes=WGJS|XAU'))).toBeNull();
    expect(viewKey(req('/_next/static/chunks/a.js'))).toBeNull();
    expect(viewKey(req('/en?_rsc=abc'))).toBeNull();
    expect(viewKey(req('/en', { rsc: '1' }))).toBeNull();
    expect(viewKey(req('/en', { range: 'bytes=0-10' }))).toBeNull();
  });
});
