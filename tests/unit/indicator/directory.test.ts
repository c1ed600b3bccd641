import { describe, expect, it } from 'vitest';
import { byCountry, directoryEntries, plainName, searchDirectory, type NamedIndicator } from '@/lib/indicator/directory';
import { directoryQuery } from '@/lib/indicator/directory-query';

const named = (indicatorId: string, variant: NamedIndicator['variant'], title: string, country: string, description = ''): NamedIndicator => ({ indicatorId, variant, title, description, country });

const rows: NamedIndicator[] = [
  named('1', 'api', '美国非农就业人口变动', '美国'),
  named('1', 'apien', 'U.S. Nonfarm Payrolls', 'United States'),
  named('1', 'apitc', '美國非農就業人口變動', '美國'),
  named('2', 'api', '美国CPI年率', '美国'),
  named('2', 'apien', 'U.S. CPI YoY', 'United States'),
  named('3', 'api', '欧元区制造业PMI', '欧元区'),
  // Only the Chinese variant ever named it.
  named('4', 'api', '日本央行利率决议', '日本'),
];

describe('the indicators directory', () => {
  it('names each indicator in the page\'s language, with the Chinese name beside it, and its category', () => {
    const en = directoryEntries(rows, 'en');
    expect(en.map((e) => e.id)).toEqual(['3', '4', '2', '1'].sort((a, b) => en.find((e) => e.id === a)!.name.localeCompare(en.find((e) => e.id === b)!.name, 'en')));
    const payrolls = en.find((e) => e.id === '1')!;
    expect(payrolls).toMatchObject({ name: 'U.S. Nonfarm Payrolls', chinese: '美国非农就业人口变动', country: 'United States', countryCode: 'US', category: 'employment' });
    expect(en.find((e) => e.id === '2')!.category).toBe('inflation');
    // A name only the Chinese variant gave stands in, not marked twice.
    expect(en.find((e) => e.id === '4')).toMatchObject({ name: '日本央行利率决议', chinese: null, category: 'rates' });
    const tw = directoryEntries(rows, 'zh-TW');
    expect(tw.find((e) => e.id === '1')).toMatchObject({ name: '美國非農就業人口變動', chinese: '美国非农就业人口变动' });
    expect(directoryEntries(rows, 'zh-CN').find((e) => e.id === '1')!.chinese).toBeNull();
  });

  it('finds an indicator by any of its names, in any language, and by category', () => {
    const en = directoryEntries(rows, 'en');
    const ids = (q: string, category: Parameters<typeof searchDirectory>[1]['category'] = null) => searchDirectory(en, { q, category, country: null }).map((e) => e.id).sort();
    expect(ids('payrolls')).toEqual(['1']);
    expect(ids('非农')).toEqual(['1']);
    expect(ids('非農')).toEqual(['1']);
    expect(ids('u.s. cpi')).toEqual(['2']);
    expect(ids('')).toEqual(['1', '2', '3', '4']);
    expect(ids('', 'inflation')).toEqual(['2']);
    expect(ids('payrolls', 'inflation')).toEqual([]);
    expect(ids('nothing like it')).toEqual([]);
    expect(searchDirectory(en, { q: '', category: null, country: 'EU' }).map((e) => e.id)).toEqual(['3']);
  });

  it('names an indicator without the period its latest release\'s title carries', () => {
    expect(plainName('U.S. CPI YoY (Oct 2026)', 'Oct 2026')).toBe('U.S. CPI YoY');
    expect(plainName('U.S. Initial Jobless Claims (Week to Nov 21)', 'Week to Nov 21')).toBe('U.S. Initial Jobless Claims');
    expect(plainName('美国2026年10月CPI年率', '2026年10月')).toBe('美国CPI年率');
    expect(plainName('美国CPI年率（2026年10月）', '2026年10月')).toBe('美国CPI年率');
    expect(plainName('U.S. CPI YoY', '')).toBe('U.S. CPI YoY');
    // A title that is only its period keeps it.
    expect(plainName('Oct 2026', 'Oct 2026')).toBe('Oct 2026');
    const en = directoryEntries([{ ...named('9', 'apien', 'U.S. CPI YoY (Oct 2026)', 'United States'), period: 'Oct 2026' }], 'en');
    expect(en[0].name).toBe('U.S. CPI YoY');
  });

  it('groups by country, the largest first', () => {
    const groups = byCountry(directoryEntries(rows, 'en'), 'en');
    expect(groups.map((g) => [g.countryCode, g.entries.length])).toEqual([['US', 2], ['EU', 1], ['JP', 1]]);
  });

  it('reads q and category, and refuses what it cannot search', () => {
    expect(directoryQuery({ q: '  CPI ', category: 'inflation', country: 'US' })).toEqual({ ok: true, value: { q: 'CPI', category: 'inflation', country: 'US' } });
    expect(directoryQuery({ country: 'usa' })).toEqual({ ok: false, problem: 'country' });
    expect(directoryQuery({})).toEqual({ ok: true, value: { q: '', category: null, country: null } });
    expect(directoryQuery({ q: 'x'.repeat(101) })).toEqual({ ok: false, problem: 'q' });
    expect(directoryQuery({ q: 'a\u0000b' })).toEqual({ ok: false, problem: 'q' });
    expect(directoryQuery({ category: 'weather' })).toEqual({ ok: false, problem: 'category' });
  });
});
