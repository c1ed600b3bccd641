import { describe, expect, it } from 'vitest';
import { errorMessageKey } from '@/lib/ui/error-kind';
import { UpstreamError } from '@/lib/upstream/errors';
import en from '@/messages/en.json';

describe('errorMessageKey', () => {
  it('tells a timeout from the other upstream failures', () => {
    expect(errorMessageKey(new UpstreamError('timeout', 'getQuotes', 'took too long'))).toBe('timeout');
    expect(errorMessageKey(new UpstreamError('http', 'getQuotes', '502', { status: 502 }))).toBe('http');
    expect(errorMessageKey(new UpstreamError('not-found', 'getArticle', 'empty'))).toBe('notFound');
    expect(errorMessageKey(new UpstreamError('envelope', 'getEvents', 'code 401'))).toBe('envelope');
  });

  it('falls back to a generic message for anything else', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('generic');
    expect(errorMessageKey({ kind: 'martian' })).toBe('generic');
    expect(errorMessageKey(null)).toBe('generic');
    expect(errorMessageKey('text')).toBe('generic');
  });

  it('has a message for every key it can return', () => {
    for (const kind of ['invalid', 'timeout', 'network', 'http', 'envelope', 'schema', 'not-found', 'other']) {
      const key = errorMessageKey({ kind });
      expect(en.Errors[key], kind).toBeTruthy();
    }
  });
});
