import { describe, expect, it } from 'vitest';
import { MAX_ENTRIES, parseFired, parseMinutes, parseReminders, reminderKey, serializeReminders, withoutReminder, withReminder, type Reminder } from '@/lib/reminders/schema';

const now = Date.parse('2026-11-18T06:00:00Z');
const release: Reminder = { kind: 'release', id: '123', indicatorId: '110001', at: '2026-11-18T07:30:00.000Z', title: '美国 CPI 年率', minutes: 15 };
const indicator: Reminder = { kind: 'indicator', indicatorId: '110002', title: 'Nonfarm payrolls', minutes: 5 };
const read = (items: unknown) => parseReminders(JSON.stringify(items), now);

describe('reminder store (read back from localStorage)', () => {
  it('round-trips valid entries', () => {
    expect(parseReminders(serializeReminders([release, indicator]), now)).toEqual([release, indicator]);
  });

  it('drops tampered entries and keeps the rest', () => {
    const tampered = [
      { ...release, title: '<img src=x onerror=alert(1)>' },
      { ...release, id: '1; DROP' },
      { ...release, indicatorId: '../../admin' },
      { ...release, minutes: 7 },
      { ...release, minutes: '15' },
      { ...release, at: 'tomorrow' },
      { ...release, at: '2026-11-31T07:30:00Z' },
      { ...release, title: 'x'.repeat(201) },
      { ...release, title: 'line\nbreak' },
      { ...release, title: '' },
      { ...release, href: 'javascript:alert(1)' },
      { ...indicator, kind: 'symbol' },
      { kind: 'indicator', indicatorId: '110002', minutes: 5 },
      null, 42, 'text', [],
      indicator,
    ];
    expect(read(tampered)).toEqual([indicator]);
    // Each on its own too (entries of one key would hide each other).
    for (const bad of tampered.slice(0, -1)) expect(read([bad, release]), JSON.stringify(bad)).toEqual([release]);
  });

  it('reads anything that is not a JSON list as empty', () => {
    for (const raw of [null, '', 'not json', '{"kind":"release"}', '"x"', '{}']) expect(parseReminders(raw, now)).toEqual([]);
  });

  it('keeps one entry per key, drops releases a day past their time, caps the list', () => {
    expect(read([release, { ...release, minutes: 60 }])).toEqual([release]);
    expect(read([{ ...release, at: '2026-11-17T05:00:00.000Z' }])).toEqual([]);
    expect(read([{ ...release, at: '2026-11-17T07:00:00.000Z' }])).toHaveLength(1);
    const many = Array.from({ length: MAX_ENTRIES + 20 }, (_, i) => ({ ...indicator, indicatorId: String(1000 + i) }));
    expect(read(many)).toHaveLength(MAX_ENTRIES);
  });

  it('adds (replacing the same key) and removes by key', () => {
    const list = withReminder([release], { ...release, minutes: 30 });
    expect(list).toEqual([{ ...release, minutes: 30 }]);
    expect(withoutReminder([release, indicator], reminderKey(release))).toEqual([indicator]);
    expect(reminderKey(release)).toBe('r:123|110001');
    expect(reminderKey(indicator)).toBe('i:110002');
  });

  it('minutes for new reminders: one of the list, else 5', () => {
    expect(parseMinutes('30')).toBe(30);
    for (const bad of [null, '', '7', '5.0', 'x', '<b>']) expect(parseMinutes(bad)).toBe(5);
  });

  it('shown notifications: numbers within two days only', () => {
    const raw = JSON.stringify({ a: now - 1000, old: now - 3 * 86400_000, text: 'x', future: now + 86400_000 });
    expect(parseFired(raw, now)).toEqual({ a: now - 1000 });
    expect(parseFired('[1,2]', now)).toEqual({});
    expect(parseFired('oops', now)).toEqual({});
  });
});
