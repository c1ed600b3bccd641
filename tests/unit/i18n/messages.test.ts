import { describe, expect, it } from 'vitest';
import zhCN from '@/messages/zh-CN.json';
import en from '@/messages/en.json';
import zhTW from '@/messages/zh-TW.json';
import { icuArguments } from '../support/icu-arguments';

type Tree = { [key: string]: string | Tree };
const FILES: Record<string, Tree> = { 'zh-CN': zhCN, en, 'zh-TW': zhTW };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(Object.entries(FILES).map(([l, t]) => [l, flatten(t)]));

describe('messages', () => {
  it('has the same keys in every locale', () => {
    const reference = [...flat.en.keys()].sort();
    expect(reference.length).toBeGreaterThan(0);
    for (const locale of ['zh-CN', 'zh-TW']) expect([...flat[locale].keys()].sort(), locale).toEqual(reference);
  });

  it('has no empty messages', () => {
    for (const [locale, messages] of Object.entries(flat)) {
      const empty = [...messages].filter(([, v]) => v.trim() === '').map(([k]) => k);
      expect(empty, locale).toEqual([]);
    }
  });

  it('uses the same ICU placeholders, select keys and tags in every locale', () => {
    for (const [key, english] of flat.en) {
      const expected = icuArguments(english);
      for (const locale of ['zh-CN', 'zh-TW']) {
        expect(icuArguments(flat[locale].get(key) ?? ''), `${locale} ${key}`).toEqual(expected);
      }
    }
  });

  it('translates the Chinese variants (not copies of the English text)', () => {
    // English sentences (two or more words) must not reappear verbatim in a Chinese file.
    const sentence = /[a-z]{3,} [a-z]{3,}/i;
    for (const locale of ['zh-CN', 'zh-TW']) {
      const copied = [...flat.en].filter(([k, v]) => sentence.test(v) && flat[locale].get(k) === v).map(([k]) => k);
      expect(copied, locale).toEqual([]);
    }
  });
});

describe('icuArguments', () => {
  it('reads plain, typed, select and rich-text arguments', () => {
    expect(icuArguments('Hello {name}, {count, number} <b>now</b>')).toEqual(['<b>', 'count', 'name']);
    expect(icuArguments('{level, select, 1 {Low} 2 {Medium {x}} other {High}}')).toEqual([
      'level',
      'level=1',
      'level=2',
      'level=other',
      'x',
    ]);
    expect(icuArguments("It''s '{literal}' {real}")).toEqual(['real']);
  });

  it('ignores plural categories and argument types, which differ between languages', () => {
    expect(icuArguments('{n, plural, one {# item} other {# items}}')).toEqual(icuArguments('{n, plural, other {#項}}'));
    expect(icuArguments('{n, plural, one {# candle} other {# candles}}')).toEqual(icuArguments('{n} 根'));
  });

  it('tells a missing placeholder apart', () => {
    expect(icuArguments('{day} at {time}')).not.toEqual(icuArguments('{day}'));
  });
});
