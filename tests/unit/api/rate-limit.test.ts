import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey, PEER_HEADER, rateKey } from '@/lib/api/client-address';
import { limitRequest, RateLimiter } from '@/lib/api/rate-limit';

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

  it('exempts no address, loopback included', () => {
    const limiter = new RateLimiter({ capacity: 1, refillPerSecond: 1, now: () => 0 });
    for (const address of ['127.0.0.1', '::1']) {
      expect(limiter.take(address).allowed).toBe(true);
      expect(limiter.take(address).allowed).toBe(false);
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

describe('client address (TRUST_PROXY hops)', () => {
  const from = (peer: string, forwarded?: string) =>
    new Headers({ [PEER_HEADER]: peer, ...(forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }) });

  it('with 0 hops is the socket peer, whatever X-Forwarded-For the client wrote', () => {
    expect(clientAddress(from('198.51.100.7'), 0)).toBe('198.51.100.7');
    expect(clientAddress(from('198.51.100.7', '203.0.113.1'), 0)).toBe('198.51.100.7');
    expect(clientAddress(from('::ffff:198.51.100.7', '1.1.1.1, 2.2.2.2'), 0)).toBe('198.51.100.7');
    expect(clientAddress(from('::1'), 0)).toBe('::1');
  });

  it('with 1 hop is the address our proxy appended, not what the client wrote before it', () => {
    // client 198.51.100.7 sent "6.6.6.6"; the proxy (socket 10.0.0.2) appended the address it saw.
    expect(clientAddress(from('10.0.0.2', '6.6.6.6, 198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientAddress(from('10.0.0.2', '198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientAddress(from('10.0.0.2', '[2001:db8::7]:4711'), 1)).toBe('2001:db8::7');
    expect(clientAddress(from('10.0.0.2', '198.51.100.7:4711'), 1)).toBe('198.51.100.7');
  });

  it('keys an empty or garbage X-Forwarded-For by where the request came from, not one shared bucket', () => {
    const keys = ['', 'garbage', ' , ', 'unknown', '<script>', '999.1.1.1'].map((xff, i) => clientAddress(from(`198.51.100.${i + 1}`, xff), 1));
    expect(keys).toEqual(['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5', '198.51.100.6']);
    expect(clientAddress(from('10.0.0.2'), 1)).toBe('10.0.0.2');
    // More hops trusted than there are entries: the leftmost address reached.
    expect(clientAddress(from('10.0.0.2', '198.51.100.7'), 3)).toBe('198.51.100.7');
  });

  it('without the peer header (bare next start) falls back to the rightmost forwarded entry Next wrote', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '10.0.0.1, 198.51.100.7' }), 0)).toBe('198.51.100.7');
    expect(clientAddress(new Headers(), 0)).toBe('unknown');
  });
});

describe('429 response', () => {
  it('answers the error shape with Retry-After once the bucket is empty', async () => {
    const limiter = new RateLimiter({ capacity: 1, refillPerSecond: 0.25, now: () => 0 });
    const request = () => new Request('http://x/api/quotes', { headers: { [PEER_HEADER]: '198.51.100.7' } });
    expect(limitRequest(request(), limiter)).toBeNull();
    const refused = limitRequest(request(), limiter);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toBe('4');
    expect(await refused?.json()).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
  });

  it('lets everything through when RATE_LIMIT=off (no limiter)', () => {
    expect(limitRequest(new Request('http://x/api/quotes'), null)).toBeNull();
  });
});

describe('rate-limit keys: an IPv6 client by its /64', () => {
  const from = (peer: string) => new Headers({ [PEER_HEADER]: peer });

  it('keys every address of one /64 alike, whatever its written form', () => {
    const keys = ['2001:db8:1:2:3:4:5:6', '2001:DB8:1:2::7', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '[2001:db8:1:2::9]:443', '2001:db8:1:2::1%eth0'].map(
      (peer) => clientKey(from(peer), 0),
    );
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(rateKey('2001:db8:0:1:0:0:0:8')).toBe(rateKey('2001:0DB8:0000:0001::7'));
    expect(rateKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(rateKey('::1')).toBe('::/64');
  });

  it('keeps neighbouring /64s and IPv4 addresses apart', () => {
    expect(rateKey('2001:db8:1:2::1')).not.toBe(rateKey('2001:db8:1:3::1'));
    expect(rateKey('2001:db8:1:2::1')).not.toBe(rateKey('2001:db9:1:2::1'));
    expect(rateKey('198.51.100.7')).toBe('198.51.100.7');
    expect(rateKey('198.51.100.8')).not.toBe(rateKey('198.51.100.7'));
  });

  it('takes an IPv4-mapped IPv6 address, dotted or in hex, for the IPv4 client it is', () => {
    for (const peer of ['::ffff:198.51.100.7', '::FFFF:198.51.100.7', '::ffff:c633:6407', '0:0:0:0:0:ffff:c633:6407', '[::ffff:198.51.100.7]:8080']) {
      expect(clientAddress(from(peer), 0), peer).toBe('198.51.100.7');
      expect(clientKey(from(peer), 0), peer).toBe('198.51.100.7');
    }
    expect(rateKey('::ffff:c633:6407')).toBe('198.51.100.7');
    // Only ::ffff:0:0/96 is an IPv4 client; another IPv6 address ending in one is not.
    expect(clientAddress(from('64:ff9b::198.51.100.7'), 0)).toBe('64:ff9b::c633:6407');
  });

  it('writes an IPv6 client address in one canonical form', () => {
    expect(clientAddress(from('2001:0DB8:0000:0000:0000:0000:0000:0007'), 0)).toBe('2001:db8::7');
    expect(clientAddress(from('2001:db8:0:0:1:0:0:1'), 0)).toBe('2001:db8::1:0:0:1');
    expect(clientAddress(new Headers({ [PEER_HEADER]: '10.0.0.2', 'x-forwarded-for': '2001:DB8::0:7' }), 1)).toBe('2001:db8::7');
  });

  it('makes the clients of one /64 share one /api bucket', () => {
    const limiter = new RateLimiter({ capacity: 2, refillPerSecond: 0.01, now: () => 0 });
    const request = (peer: string) => new Request('http://x/api/quotes', { headers: { [PEER_HEADER]: peer } });
    expect(limitRequest(request('2001:db8:1:2::1'), limiter)).toBeNull();
    expect(limitRequest(request('2001:db8:1:2::2'), limiter)).toBeNull();
    expect(limitRequest(request('2001:db8:1:2:abcd::3'), limiter)?.status).toBe(429);
    expect(limitRequest(request('2001:db8:1:3::1'), limiter)).toBeNull();
  });
});
