import { describe, expect, it } from 'vitest';
import { keptIn } from '@/lib/kept';

describe('keptIn', () => {
  it('makes a value once per key, keeps null as a value, and drops the oldest made past its bound', () => {
    const map = new Map<string, string | null>();
    let made = 0;
    const make = (v: string | null) => () => (made++, v);
    expect(keptIn(map, 'a', 2, make('A'))).toBe('A');
    expect(keptIn(map, 'a', 2, make('other'))).toBe('A');
    expect(keptIn(map, 'b', 2, make(null))).toBeNull();
    expect(keptIn(map, 'b', 2, make('other'))).toBeNull();
    expect(made).toBe(2);
    expect(keptIn(map, 'c', 2, make('C'))).toBe('C');
    expect([...map.keys()]).toEqual(['b', 'c']);
    expect(keptIn(map, 'a', 2, make('A again'))).toBe('A again');
    expect(made).toBe(4);
  });
});
