import { describe, expect, it } from 'vitest';
import { clientAddress, limitRequest, RateLimiter } from '@/lib/api/rate-limit';

describe('token bucket per client', () => {
  it('allows a burst of `capacity`, then refuses with a Retry-After until tokens refill', () => {
    let clock = 0;
    const limiter = new RateLimiter({ capacity: 3, refillPerSecond: 0.5, now: () => clock });
    expect([1, 2, 3].map(() => limiter.take('198.51.100.7').allowed)).toEqual([true, true, true]);
    const refused = limiter.take('198.51.100.7');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 2 });
    clock += 2000;
    expect(limiter.take('198.51.100.7').allowed).toBe(true);
    expect(limiter.take('198.51.100.7').allowed).toBe(false);
  });

  it('keeps separate buckets per client address', () => {
    const limiter = new RateLimiter({ capacity: 1, refillPerSecond: 1, now: () => 0 });
    expect(limiter.take('198.51.100.7').allowed).toBe(true);
    expect(limiter.take('198.51.100.7').allowed).toBe(false);
    expect(limiter.take('203.0.113.9').allowed).toBe(true);
  });

  it('exempts loopback peers unless told not to', () => {
    const exempting = new RateLimiter({ capacity: 1, refillPerSecond: 1, now: () => 0 });
    const strict = new RateLimiter({ capacity: 1, refillPerSecond: 1, exemptLoopback: false, now: () => 0 });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect([1, 2, 3].every(() => exempting.take(address).allowed)).toBe(true);
      strict.take(address);
      expect(strict.take(address).allowed).toBe(false);
    }
  });

  it('forgets the longest idle clients beyond its bound', () => {
    const limiter = new RateLimiter({ capacity: 1, refillPerSecond: 0.001, maxClients: 2, now: () => 0 });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('c').allowed).toBe(false);
  });
});

describe('client address', () => {
  it('is the rightmost X-Forwarded-For hop (the one our proxy or server added)', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '10.0.0.1, 198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::1' }))).toBe('::1');
    expect(clientAddress(new Headers())).toBe('unknown');
  });

  it('skips the entries appended by trusted proxies in front of ours', () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 203.0.113.1' });
    expect(clientAddress(headers, 1)).toBe('198.51.100.7');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.7' }), 3)).toBe('198.51.100.7');
  });
});

describe('429 response', () => {
  it('answers the error shape with Retry-After once the bucket is empty', async () => {
    const limiter = new RateLimiter({ capacity: 1, refillPerSecond: 0.25, now: () => 0 });
    const request = () => new Request('http://x/api/quotes', { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(limitRequest(request(), limiter)).toBeNull();
    const refused = limitRequest(request(), limiter);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toBe('4');
    expect(await refused?.json()).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
  });
});
