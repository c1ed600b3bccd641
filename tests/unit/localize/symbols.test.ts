import { describe, expect, it } from 'vitest';
import { EXCHANGES } from '@/simulator/data/markets.mjs';
import { routing } from '@/lib/i18n/routing';
import { hasHan } from '@/lib/localize/marks';
import { knownSymbolName, SYMBOL_NAMES, symbolName, symbolNameText } from '@/lib/localize/symbols';

const served = Object.entries(EXCHANGES as Record<string, { code: string; name: string }[]>).flatMap(([exchange, list]) =>
  list.map((s) => ({ exchange, code: s.code, name: s.name })),
);

describe('symbol names table', () => {
  it('covers every code the simulator serves', () => {
    expect(served.length).toBeGreaterThan(30);
    for (const s of served) expect(knownSymbolName('en', s.exchange, s.code), `${s.exchange}|${s.code}`).not.toBeNull();
  });

  it.each(served.map((s) => [`${s.exchange}|${s.code}`, s] as const))('%s has a name in all three locales', (_, s) => {
    const zhCN = knownSymbolName('zh-CN', s.exchange, s.code)!;
    const en = knownSymbolName('en', s.exchange, s.code)!;
    const zhTW = knownSymbolName('zh-TW', s.exchange, s.code)!;
    // zh-CN is the upstream's own name (the simulator serves the real one).
    expect(zhCN).toBe(s.name);
    expect(en.trim()).not.toBe('');
    expect(hasHan(en), en).toBe(false);
    expect(hasHan(zhTW), zhTW).toBe(true);
    for (const locale of routing.locales) expect(symbolName(locale, s.exchange, s.code, s.name)).toEqual({ text: knownSymbolName(locale, s.exchange, s.code), original: false });
  });

  it('has no English name twice and no Simplified-only character in its Traditional names', () => {
    const all = Object.values(SYMBOL_NAMES).flatMap((codes) => Object.values(codes));
    const en = all.map((n) => n[1]);
    expect(new Set(en).size).toBe(en.length);
    // Characters whose Simplified form differs (a sample of those this table's names use).
    for (const [, , tw] of all) expect(tw, tw).not.toMatch(/[现货铂钯银数欧纽约伦铜铝沪气离币镑圆经国琼纳达综标]/u);
  });
});

describe('symbolName', () => {
  it('zh-CN shows the upstream name, even where the table has its own', () => {
    expect(symbolName('zh-CN', 'WGJS', 'XAU', '伦敦金')).toEqual({ text: '伦敦金', original: false });
    expect(symbolName('zh-CN', 'WGJS', 'XAU', '')).toEqual({ text: '现货黄金', original: false });
  });

  it('an unknown code keeps the upstream name, marked original where it is Chinese', () => {
    expect(symbolName('en', 'WGJS', 'XRH', '现货铑金')).toEqual({ text: '现货铑金', original: true });
    expect(symbolName('zh-TW', 'CBOT', 'ZSNC', '美黄豆')).toEqual({ text: '美黄豆', original: true });
    expect(symbolName('en', 'CBOT', 'ZSNC', 'Soybeans')).toEqual({ text: 'Soybeans', original: false });
    expect(symbolName('zh-CN', 'CBOT', 'ZSNC', '美黄豆')).toEqual({ text: '美黄豆', original: false });
  });

  it('a code with no name at all is its own name', () => {
    expect(symbolName('en', 'CBOT', 'ZSNC', null)).toEqual({ text: 'ZSNC', original: false });
    expect(symbolNameText('zh-TW', 'CBOT', 'ZSNC', '  ')).toBe('ZSNC');
  });

  it('codes are per exchange, and inherited object keys are not codes', () => {
    expect(knownSymbolName('en', 'LME', 'CU')).toBe('LME Copper');
    expect(knownSymbolName('en', 'SHFE', 'CU')).toBeNull();
    expect(knownSymbolName('en', 'WGJS', 'constructor')).toBeNull();
    expect(knownSymbolName('en', 'toString', 'XAU')).toBeNull();
  });
});
