import { describe, expect, it } from 'vitest';
import { actualKey, beforeKey, dueActual, dueBefore, reminderFor, type KnownRelease } from '@/lib/reminders/due';
import type { Reminder } from '@/lib/reminders/schema';
import { actualText, beforeText } from '@/lib/reminders/words';

const now = Date.parse('2026-11-18T06:00:00Z');
const inMin = (m: number) => new Date(now + m * 60_000).toISOString();
const known = (over: Partial<KnownRelease> = {}): KnownRelease => ({ id: '1', indicatorId: '500', publishedAt: inMin(10), released: false, title: 'CPI', country: '美国', ...over });
const onRelease = (over: Partial<Reminder> = {}): Reminder => ({ kind: 'release', id: '1', indicatorId: '500', at: inMin(10), title: 'CPI', minutes: 15, ...over } as Reminder);
const onIndicator: Reminder = { kind: 'indicator', indicatorId: '700', title: 'PMI', minutes: 5 };

describe('when a reminder is due', () => {
  it('fires from N minutes before until the release time', () => {
    const r = known();
    expect(dueBefore([onRelease()], [r], now, {}).due.map((a) => a.key)).toEqual([beforeKey(r)]);
    // 5 minutes before: not yet; the next wake-up is at 10 − 5.
    const five = dueBefore([onRelease({ minutes: 5 })], [r], now, {});
    expect(five.due).toEqual([]);
    expect(five.nextAt).toBe(now + 5 * 60_000);
    expect(dueBefore([onRelease({ minutes: 5 })], [r], now + 5 * 60_000, {}).due).toHaveLength(1);
    // At or after the time: the "before" alert is over.
    expect(dueBefore([onRelease()], [r], now + 10 * 60_000, {})).toEqual({ due: [], nextAt: null });
  });

  it('never twice: an alert already shown (here or in another tab) is skipped', () => {
    const r = known();
    expect(dueBefore([onRelease()], [r], now, { [beforeKey(r)]: now - 1 }).due).toEqual([]);
  });

  it('follows a rescheduled release: the page’s fresh time wins over the stored one, and a moved release warns again', () => {
    const moved = known({ publishedAt: inMin(40) });
    const out = dueBefore([onRelease()], [moved], now, { [beforeKey(known())]: now - 1 });
    expect(out.due).toEqual([]);
    expect(out.nextAt).toBe(now + 25 * 60_000);
  });

  it('a release reminder works without the page showing the release (its stored time)', () => {
    expect(dueBefore([onRelease()], [], now, {}).due[0].release).toMatchObject({ id: '1', publishedAt: inMin(10) });
  });

  it('an indicator reminder covers each of its releases the page knows, and nothing else', () => {
    const a = known({ id: '8', indicatorId: '700', publishedAt: inMin(3) });
    const b = known({ id: '9', indicatorId: '700', publishedAt: inMin(60) });
    const other = known({ id: '10', indicatorId: '701', publishedAt: inMin(2) });
    const out = dueBefore([onIndicator], [a, b, other], now, {});
    expect(out.due.map((d) => d.release.id)).toEqual(['8']);
    expect(out.nextAt).toBe(now + 55 * 60_000);
    expect(reminderFor([onIndicator], other)).toBeNull();
  });

  it('released releases get no "before" alert; flipped reminded ones get one "actual" alert', () => {
    const done = known({ released: true, actual: '3.1' });
    expect(dueBefore([onRelease()], [done], now, {}).due).toEqual([]);
    expect(dueActual([onRelease()], [done], {})).toEqual([done]);
    expect(dueActual([onRelease()], [done], { [actualKey(done)]: now })).toEqual([]);
    expect(dueActual([], [done], {})).toEqual([]);
    expect(dueActual([onRelease()], [known()], {})).toEqual([]);
  });
});

describe('notification text', () => {
  const t = (key: string, v: Record<string, string | number> = {}) => `${key}(${Object.entries(v).map(([k, x]) => `${k}=${x}`).join(',')})`;
  it('says the minutes and time before, and the outcome in words after', () => {
    expect(beforeText(known(), 5, '14:10', t)).toEqual({ title: 'beforeTitle(minutes=5,title=CPI)', body: 'beforeBody(time=14:10)' });
    const r = known({ released: true, actual: '3.4', forecast: '3.1', unit: '%', impact: { bullishIfAbove: ['美元'], bearishIfAbove: ['金银'], note: null } });
    const text = actualText(r, 'zh-CN', t);
    expect(text.title).toBe('actualTitle(title=CPI,actual=3.4%)');
    expect(text.body).toContain('outcome(direction=above,forecast=3.1%)');
    expect(text.body).toContain('bullish(assets=美元)');
    expect(text.body).toContain('bearish(assets=金银)');
    expect(actualText(known({ released: true, actual: '1', forecast: null }), 'en', t).body).toBe('outcome(direction=none,forecast=)');
  });
});
