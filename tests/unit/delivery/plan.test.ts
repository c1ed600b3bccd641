import { describe, expect, it } from 'vitest';
import { ACTUAL_WINDOW_MS, BEFORE_WINDOW_MS, planFor, revisionFor, ZERO_LEAD_MS, type Recipient } from '@/lib/delivery/plan';
import { compileRules, zRule } from '@/lib/delivery/rules';
import { release } from '../support/archive-fixtures';

const T = Date.parse('2026-11-06T13:30:00.000Z');
const pending = release({ actual: null, released: false });
const out = release({ actual: '175', released: true });
const who = (rules: unknown[], over: Partial<Recipient> = {}): Recipient => ({
  id: 'push:a', locale: 'en', timeZone: 'UTC', rules: compileRules(rules.map((r) => zRule.parse(r))), createdAt: T - 86_400_000, ...over,
});

describe('delivery rules', () => {
  it('take the calendar filters and the lead times the design lists, and refuse anything else naming the field', () => {
    expect(zRule.parse({ filter: 'importance=3&country=US', before: [15, 0], actual: true })).toEqual({ filter: 'importance=3&country=US', before: [15, 0], actual: true });
    const issue = (v: unknown) => zRule.safeParse(v).error?.issues[0];
    expect(issue({ before: [10] })?.path).toEqual(['before', 0]);
    expect(issue({ filter: 'sort=surprise', actual: true })?.message).toMatch(/^sort: not a calendar filter/);
    expect(issue({ filter: 'currency=usd', actual: true })).toMatchObject({ path: ['filter'], message: expect.stringMatching(/^currency:/) });
    expect(issue({ filter: 'importance=3' })).toMatchObject({ path: ['before'], message: expect.stringMatching(/must speak/) });
    expect(issue({ actual: true, extra: 1 })?.code).toBe('unrecognized_keys');
  });
});

describe('what is due to a recipient', () => {
  const rules = [{ filter: 'importance=3', before: [15, 0], actual: true }];
  it('a before message in the minute chosen, "0" half a minute ahead, and never once that minute is long past', () => {
    expect(planFor(who(rules), [pending], T - 15 * 60_000 - 1).map((p) => p.minutes)).toEqual([]);
    expect(planFor(who(rules), [pending], T - 15 * 60_000).map((p) => p.minutes)).toEqual([15]);
    expect(planFor(who(rules), [pending], T - 15 * 60_000 + BEFORE_WINDOW_MS)).toEqual([]);
    expect(planFor(who(rules), [pending], T - ZERO_LEAD_MS).map((p) => p.minutes)).toEqual([0]);
    expect(planFor(who(rules), [pending], T + 10_000).map((p) => p.minutes)).toEqual([0]);
  });

  it('the actual of a release published since the recipient came, for a while', () => {
    expect(planFor(who(rules), [out], T + 5000)).toMatchObject([{ kind: 'actual', revision: '' }]);
    expect(planFor(who(rules), [out], T + ACTUAL_WINDOW_MS)).toEqual([]);
    expect(planFor(who(rules, { createdAt: T + 1000 }), [out], T + 5000)).toEqual([]);
    expect(planFor(who([{ filter: 'importance=3', before: [5] }]), [out], T + 5000)).toEqual([]);
  });

  it('nothing for a release the filters leave out: importance, country, currency, category, watchlist, text', () => {
    for (const filter of ['importance=1', 'country=CN', 'currency=EUR', 'category=inflation', 'watch=1', 'q=inflation']) {
      expect(planFor(who([{ filter, actual: true }]), [out], T + 5000), filter).toEqual([]);
    }
    for (const filter of ['country=US', 'currency=USD', 'category=employment', `watch=${out.indicatorId}`, 'q=payrolls']) {
      expect(planFor(who([{ filter, actual: true }]), [out], T + 5000), filter).toHaveLength(1);
    }
  });

  it('a revision for a recipient of actuals, keyed by the revised values', () => {
    const revised = release({ actual: '180', revised: '130', released: true });
    expect(revisionFor(who(rules), { id: 'x', kind: 'revised', at: '', release: revised })).toMatchObject({ kind: 'revised', revision: '180|130' });
    expect(revisionFor(who([{ filter: '', before: [5] }]), { id: 'x', kind: 'revised', at: '', release: revised })).toBeNull();
  });
});
