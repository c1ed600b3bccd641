import { describe, expect, it, vi } from 'vitest';
import { redact, UpstreamError } from '@/lib/upstream/errors';
import { allowedPeriodsIn } from '@/lib/upstream/wire/envelope';

describe('redact', () => {
  it('hides the token raw, URL-encoded and as any token= query value', () => {
    const token = 'se cret/+';
    const text = `GET /api?token=${encodeURIComponent(token)}&date=1 echo ${token} and ?token=other`;
    const out = redact(text, token);
    expect(out).not.toContain(token);
    expect(out).not.toContain(encodeURIComponent(token));
    expect(out).not.toContain('other');
    expect(out).toContain('date=1');
  });
});

describe('UpstreamError', () => {
  it('is an Error with kind, operation and details', () => {
    const e = new UpstreamError('envelope', 'legacy.calendar', 'refused', { upstreamMessage: 'no', allowed: ['W'] });
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ kind: 'envelope', operation: 'legacy.calendar', allowed: ['W'], upstreamMessage: 'no' });
    expect(e.message).toBe('legacy.calendar: refused');
  });
});

describe('allowedPeriodsIn', () => {
  it('picks the period codes out of a legacy restriction message', () => {
    expect(allowedPeriodsIn('d not permitted; allowed values: W, W1, yyyyMMdd')).toEqual(['W', 'W1', 'day']);
    expect(allowedPeriodsIn('参数d只允许为M1或20261121')).toEqual(['M1', 'day']);
    expect(allowedPeriodsIn('Wrong Method')).toEqual([]);
    // The refused value echoed before the list is not one of the allowed ones.
    expect(allowedPeriodsIn('d="M" is not permitted for this IP; allowed: W,W1,yyyyMMdd')).toEqual(['W', 'W1', 'day']);
  });
});

describe('isUpstreamError across bundles', () => {
  it('recognizes an error thrown by another copy of the class (Next bundles pages and route handlers apart)', async () => {
    const { UpstreamError: Own, isUpstreamError: recognize } = await import('@/lib/upstream/errors');
    // A second copy of the module, as a separately bundled route handler has.
    vi.resetModules();
    const other = await import('@/lib/upstream/errors');
    const foreign = new other.UpstreamError('timeout', 'kline', 'timed out');
    expect(other.UpstreamError).not.toBe(Own);
    expect(foreign instanceof Own).toBe(false);
    expect(recognize(foreign)).toBe(true);
    expect(recognize(new Error('timeout'))).toBe(false);
  });
});
