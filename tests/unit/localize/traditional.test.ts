import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Converter } from 'opencc-js/cn2t';
import { toTraditional } from '@/lib/localize/traditional';

// What opencc-js's own converter (cn → tw) makes of a text is the reference.
const reference = Converter({ from: 'cn', to: 'tw' });

/** Every run of Chinese text in the simulator's data: the titles, countries and units the legacy family serves. */
function simulatorTexts(): string[] {
  const dir = new URL('../../../simulator/data/', import.meta.url);
  const texts = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.mjs')) continue;
    for (const m of readFileSync(new URL(file, dir), 'utf8').matchAll(/[\u3400-\u9fff][\u3400-\u9fff\w（）()、，。：%·\-\s]*/g)) texts.add(m[0]);
  }
  return [...texts];
}

describe('Simplified → Traditional (Taiwan) for legacy text', () => {
  it('writes what opencc-js writes for every text of the simulator', () => {
    const texts = simulatorTexts();
    expect(texts.length).toBeGreaterThan(100);
    const differ = texts.filter((t) => toTraditional(t) !== reference(t)).map((t) => `${t} → ${toTraditional(t)} / ${reference(t)}`);
    expect(differ).toEqual([]);
  });

  it.each([
    ['美国至11月15日当周初请失业金人数(万人)', '美國至11月15日當週初請失業金人數(萬人)'],
    ['中国10月规模以上工业增加值年率', '中國10月規模以上工業增加值年率'],
    ['一伙人里面的头发', reference('一伙人里面的头发')],
    ['台湾的软件和信息', reference('台湾的软件和信息')],
  ])('%s', (text, expected) => {
    expect(toTraditional(text)).toBe(expected);
  });

  it('keeps what is not Simplified Chinese as it is, astral characters included', () => {
    for (const text of ['', 'CPI 3.2% (YoY)', '𠀀𠀁 abc', '美元 USD']) expect(toTraditional(text)).toBe(reference(text));
  });
});
