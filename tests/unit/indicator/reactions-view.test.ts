import { describe, expect, it, vi } from 'vitest';
import { nameOf, reactionsCsv, reactionsJson, reactionSymbolNames, withSummary } from '@/lib/indicator/reactions-view';
import type { ReactionRow } from '@/lib/archive/reactions';

// The reactions section and API name symbols in the reader's language (docs/design.md, "The history archive"):
// the names table for known codes (no upstream call), the upstream's name, marked, otherwise.
const KEYS = ['WGJS:XAU', 'WH:USDJPY', 'NYMEX:CONC', 'CBOT:ZSNC'];
const upstream = () => vi.fn(async (exchange: string, code: string) => (`${exchange}:${code}` === 'CBOT:ZSNC' ? '美黄豆' : null));

describe('reactionSymbolNames', () => {
  it.each([
    ['en', ['Spot Gold', 'USD/JPY', 'WTI Crude Oil (NYMEX)']],
    ['zh-TW', ['現貨黃金', '美元日圓', '紐約原油']],
    ['zh-CN', ['现货黄金', '美元日元', '纽约原油']],
  ] as const)('%s: the table’s names for known codes, asking the upstream only for the unknown one', async (locale, known) => {
    const ask = upstream();
    const names = await reactionSymbolNames(locale, KEYS, ask);
    expect(KEYS.slice(0, 3).map((k) => names.get(k))).toEqual(known.map((text) => ({ text, original: false })));
    // The unknown code: the upstream's (Simplified-Chinese) name, marked as original except for zh-CN readers.
    expect(names.get('CBOT:ZSNC')).toEqual({ text: '美黄豆', original: locale !== 'zh-CN' });
    expect(ask.mock.calls).toEqual([['CBOT', 'ZSNC']]);
  });

  it('an upstream that fails or does not know the code: the code alone, never "CODE (EXCHANGE)"', async () => {
    const failing = await reactionSymbolNames('en', ['CBOT:ZSNC', 'WH:USDTRY'], async (exchange) => {
      if (exchange === 'CBOT') throw new Error('HTTP 503');
      return null;
    });
    expect([...failing.values()]).toEqual([{ text: 'ZSNC', original: false }, { text: 'USDTRY', original: false }]);
    expect(nameOf(new Map(), 'WH:USDJPY')).toEqual({ text: 'USDJPY', original: false });
  });
});

describe('reactions API bodies', () => {
  const row: ReactionRow = { recordId: '1', publishedAt: '2026-01-06T13:30:00.000Z', actual: '175', forecast: '150', prices: { 0: 100, 5: 101, 15: 100, 60: 102 }, extremes: {} };
  const data = { indicatorId: '112022041900110001', symbols: [withSummary('WGJS:XAU', -1, [row]), withSummary('CBOT:ZSNC', 0, [row])] };

  it('carry each symbol’s name in the reader’s language beside its key', async () => {
    const names = await reactionSymbolNames('zh-TW', data.symbols.map((s) => s.symbol), upstream());
    const json = reactionsJson(data, 'zh-TW', names);
    expect(json.symbols.map((s) => [s.symbol, s.name, s.nameOriginal])).toEqual([['WGJS:XAU', '現貨黃金', false], ['CBOT:ZSNC', '美黄豆', true]]);
    const lines = reactionsCsv(data, names).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0].split(',').slice(0, 3)).toEqual(['symbol', 'symbol_name', 'published_at']);
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['WGJS:XAU,現貨黃金', 'CBOT:ZSNC,美黄豆']);
  });
});
