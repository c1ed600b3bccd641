import { describe, expect, it } from 'vitest';
import { isPast, nowLineIndex } from '@/lib/calendar/now-line';

describe('the now line', () => {
  const at = ['2026-11-23T01:00:00Z', '2026-11-23T02:00:00Z', '2026-11-23T03:00:00Z'];

  it('goes before the first release still to come; a release at this very minute counts as past', () => {
    expect(nowLineIndex(at, Date.parse('2026-11-23T02:30:00Z'))).toBe(2);
    expect(nowLineIndex(at, Date.parse('2026-11-23T02:00:00Z'))).toBe(2);
    expect(isPast(at[1], Date.parse('2026-11-23T02:00:00Z'))).toBe(true);
  });

  it('goes first when all are coming, last when all are past, nowhere on another day', () => {
    expect(nowLineIndex(at, Date.parse('2026-11-23T00:00:00Z'))).toBe(0);
    expect(nowLineIndex(at, Date.parse('2026-11-23T05:00:00Z'))).toBe(3);
    expect(nowLineIndex(at, null)).toBeNull();
    expect(nowLineIndex([], Date.now())).toBeNull();
    expect(isPast(at[0], null)).toBe(false);
  });
});
