import { describe, expect, it, vi } from 'vitest';

// The symbol's preview card: its title names the symbol in the card's language (lib/localize/symbols.ts).
const listed = new Map([
  ['WGJS|XAU', { exchange: 'WGJS', code: 'XAU', name: '现货黄金', decimals: 2, last: 4050.12, change: 10.5, changePercent: 0.26 }],
  ['CBOT|ZSNC', { exchange: 'CBOT', code: 'ZSNC', name: '美黄豆', decimals: 2, last: 1050.5, change: -2, changePercent: -0.19 }],
]);
vi.mock('next-intl/server', () => ({ getTranslations: async () => Object.assign((key: string) => key, { has: () => false }) }));
vi.mock('@/lib/market/symbols', () => ({
  isOfferedExchange: (ex: string) => ex === 'WGJS' || ex === 'CBOT',
  findSymbol: async (ex: string, code: string) => listed.get(`${ex}|${code}`) ?? null,
}));
vi.mock('@/lib/market/quotes', () => ({ loadQuotes: async (keys: string[]) => ({ quotes: keys.map((k) => listed.get(k)) }) }));
const { symbolCard } = await import('@/lib/share/og/symbol');

describe('symbolCard', () => {
  it.each([
    ['en', 'Spot Gold (XAU)'],
    ['zh-TW', '現貨黃金 (XAU)'],
    ['zh-CN', '现货黄金 (XAU)'],
  ] as const)('%s: %s', async (locale, title) => {
    expect((await symbolCard(locale, 'WGJS', 'XAU')).title).toBe(title);
  });

  it('an unknown code keeps the upstream name', async () => {
    expect((await symbolCard('en', 'CBOT', 'ZSNC')).title).toBe('美黄豆 (ZSNC)');
  });
});

describe('card colours', () => {
  it('follow the language default: red for a rise in Chinese, green in English', async () => {
    expect((await symbolCard('zh-TW', 'WGJS', 'XAU')).colors).toBe('red-up');
    expect((await symbolCard('zh-CN', 'WGJS', 'XAU')).colors).toBe('red-up');
    expect((await symbolCard('en', 'WGJS', 'XAU')).colors).toBe('green-up');
    const { toneColor } = await import('@/lib/share/og/card');
    expect(toneColor('up', 'red-up')).toBe(toneColor('down', 'green-up'));
    expect(toneColor('down', 'red-up')).toBe(toneColor('up', 'green-up'));
    expect(toneColor('up', 'red-up')).not.toBe(toneColor('up', 'green-up'));
    expect(toneColor('none', 'red-up')).toBe(toneColor(undefined));
  });
});
