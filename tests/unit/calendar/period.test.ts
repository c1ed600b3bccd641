import { describe, expect, it } from 'vitest';
import { isoWeekOfPeriod, neighbourMonths, neighbourWeeks, parseMonthPeriod, parseWeekPeriod } from '@/lib/calendar/period';

const today = '2026-11-23';

describe('week and month periods', () => {
  it('week: this/next from the upstream, any ISO week inside the window from daily data', () => {
    expect(parseWeekPeriod(undefined, today)).toEqual({ ok: true, value: { kind: 'upstream', week: 'this' } });
    expect(parseWeekPeriod('next', today)).toEqual({ ok: true, value: { kind: 'upstream', week: 'next' } });
    const w = parseWeekPeriod('2026-W01', today);
    expect(w).toMatchObject({ ok: true, value: { kind: 'iso', week: '2026-W01' } });
    expect(w.ok && w.value.kind === 'iso' && w.value.days[0]).toBe('2025-12-29');
    expect(parseWeekPeriod('2021-W53', today)).toEqual({ ok: false, problem: 'week' });
    expect(parseWeekPeriod('W1', today)).toEqual({ ok: false, problem: 'week' });
  });

  it('refuses periods wholly outside 20 years back and 1 year ahead, and cuts the edge week to the window', () => {
    expect(parseWeekPeriod('2006-W46', today)).toEqual({ ok: false, problem: 'week' });
    const edge = parseWeekPeriod('2006-W47', today); // 20 Nov – 26 Nov 2006; the window opens on the 23rd
    expect(edge.ok && edge.value.kind === 'iso' && edge.value.days).toEqual(['2006-11-23', '2006-11-24', '2006-11-25', '2006-11-26']);
    expect(parseWeekPeriod('2027-W49', today)).toEqual({ ok: false, problem: 'week' });
    expect(parseMonthPeriod('2006-10', undefined, today)).toEqual({ ok: false, problem: 'month' });
    expect(parseMonthPeriod('2027-12', undefined, today)).toEqual({ ok: false, problem: 'month' });
    expect(parseMonthPeriod('2026-02', undefined, today)).toMatchObject({ ok: true, value: { kind: 'month', month: '2026-02' } });
    expect(parseMonthPeriod('2026-00', undefined, today)).toEqual({ ok: false, problem: 'month' });
    expect(parseMonthPeriod(undefined, 'past', today)).toEqual({ ok: true, value: { kind: 'upstream', range: 'past' } });
    expect(parseMonthPeriod(undefined, 'later', today)).toEqual({ ok: false, problem: 'range' });
  });

  it('previous and next stop at the window', () => {
    expect(neighbourWeeks('2026-W48', today)).toEqual({ prev: '2026-W47', next: '2026-W49' });
    expect(neighbourWeeks('2006-W47', today).prev).toBeNull();
    expect(neighbourMonths('2027-11', today)).toEqual({ prev: '2027-10', next: null });
    expect(isoWeekOfPeriod({ kind: 'upstream', week: 'next' }, today)).toBe('2026-W49');
  });
});
