import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '@/lib/calendar/csv';
import { releasesCsv, surpriseTags } from '@/lib/calendar/export';
import { releaseKey } from '@/lib/release/key';
import { release } from '../support/calendar-fixtures';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(3)).toBe('3');
  });

  it('keeps negative numbers and neutralizes formulas', () => {
    expect(csvField('-0.4')).toBe('-0.4');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('@SUM')).toBe("'@SUM");
  });

  it('neutralizes every OWASP formula start unless the whole cell is a plain number', () => {
    // A hostile upstream title: starts like a number, runs a command.
    expect(csvField("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvField('+1+cmd|x')).toBe("'+1+cmd|x");
    expect(csvField('-1-1')).toBe("'-1-1");
    expect(csvField('\t=1+1')).toBe("'\t=1+1");
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvField('=1')).toBe("'=1");
    const hostile = releasesCsv([release({ title: '=HYPERLINK("http://x.example")', actual: '-2+3+cmd', released: true })], 'UTC');
    expect(hostile).toContain(`"'=HYPERLINK(""http://x.example"")"`);
    expect(hostile).toContain(",'-2+3+cmd,");
    for (const n of ['-0.4', '+3', '-12', '-.5', '-1.5e3', '3.1']) expect(csvField(n)).toBe(n);
  });

  it('writes a BOM, CRLF rows and one row per release in the reader zone', () => {
    const csv = toCsv(['a', 'b'], [['1', '2']]);
    expect(csv).toBe('\ufeffa,b\r\n1,2\r\n');
    const out = releasesCsv([release({ title: 'CPI, y/y', actual: '3.1', released: true })], 'Pacific/Honolulu');
    const [header, row] = out.slice(1).trimEnd().split('\r\n');
    expect(header.split(',')[0]).toBe('time_local');
    expect(row.startsWith('2026-11-06 03:30,2026-11-06T13:30:00.000Z,United States,3,"CPI, y/y",Oct,150,,180,3.1,K,released,100,1')).toBe(true);
  });

  it('carries the surprise score (two decimals) and the count it was measured against', () => {
    const scored = release({ id: 's', actual: '3.1', released: true });
    const few = release({ id: 'f', actual: '3.1', released: true });
    const scores = new Map([[releaseKey(scored), { z: 1.23456, n: 14 }], [releaseKey(few), { z: null, n: 5, why: 'few' as const }]]);
    const [header, ...rows] = releasesCsv([scored, few, release({ id: 'p' })], 'UTC', 'en', scores).slice(1).trimEnd().split('\r\n');
    expect(header.split(',').slice(-2)).toEqual(['surprise_z', 'surprise_n']);
    expect(rows.map((r) => r.split(',').slice(-2).join(','))).toEqual(['1.23,14', ',5', ',']);
    expect(surpriseTags(scored, scores)).toEqual({ surprise_z: 1.23, surprise_n: 14 });
  });
});
