// The only writes (docs/design.md, "Security"): POST and DELETE on the push subscriptions' own paths;
// every other method and path stays refused before any route runs.
import { describe, expect, it } from 'vitest';

const { isAllowedMethod, isPushWrite } = await import('@/lib/security/rules/methods.mjs');

describe('push subscriptions are the only writes', () => {
  it('lets POST make a subscription or ask its test, and DELETE remove one', () => {
    expect(isPushWrite('POST', '/api/push/subscriptions')).toBe(true);
    expect(isPushWrite('POST', '/api/push/subscriptions/Ab_c-12/test')).toBe(true);
    expect(isPushWrite('DELETE', '/api/push/subscriptions/Ab_c-12')).toBe(true);
  });

  it('refuses every other method, path or shape', () => {
    const refused: [string, string][] = [
      ['PUT', '/api/push/subscriptions'], ['PATCH', '/api/push/subscriptions/x'], ['DELETE', '/api/push/subscriptions'],
      ['POST', '/api/push/subscriptions/x'], ['DELETE', '/api/push/subscriptions/x/test'], ['POST', '/api/push/key'],
      ['POST', '/api/push/subscriptions/'], ['POST', '/api/push/subscriptions/a/b/test'], ['DELETE', '/api/push/subscriptions/a.b'],
      ['POST', '/api/calendar'], ['POST', '/en/calendar'], ['OPTIONS', '/api/push/subscriptions'], ['post', '/api/push/subscriptions'],
      ['DELETE', `/api/push/subscriptions/${'a'.repeat(65)}`],
    ];
    for (const [method, path] of refused) expect(isPushWrite(method, path), `${method} ${path}`).toBe(false);
    expect(isAllowedMethod('POST')).toBe(false);
  });
});
