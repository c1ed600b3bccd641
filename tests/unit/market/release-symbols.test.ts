import { describe, expect, it } from 'vitest';
import { assetOf, assetsIn, effectOn, linkTo, linkedSymbols, symbolsForAsset } from '@/lib/market/release-symbols';
import { impactFromRes, impactFromResFields } from '@/lib/upstream/normalize/release';

const keys = (word: string, country = '') => symbolsForAsset(word, country).map((s) => `${s.exchange}:${s.code}:${s.sign}`).sort();

// Each asset in its three variants [zh-CN (also legacy), en, zh-TW], as the simulator and the upstream write them.
const VARIANTS: [string, string, string, string[]][] = [
  ['金银', 'Gold/Silver', '金銀', ['WGJS:XAU:1', 'WGJS:XAG:1', 'COMEX:GLNC:1', 'COMEX:SLNC:1', 'SGE:AU9999:1']],
  ['美元', 'USD', '美元', ['WH:USD:1', 'WH:EURUSD:-1', 'WH:USDJPY:1', 'WH:GBPUSD:-1', 'WH:USDCAD:1']],
  ['石油', 'Oil', '石油', ['NYMEX:CONC:1']],
  ['原油', 'Crude', '原油', ['NYMEX:CONC:1']],
  ['欧元', 'EUR', '歐元', ['WH:EURUSD:1', 'WH:EURJPY:1']],
  ['英镑', 'GBP', '英鎊', ['WH:GBPUSD:1']],
  ['日元', 'JPY', '日圓', ['WH:USDJPY:-1', 'WH:EURJPY:-1']],
  ['人民币', 'CNH', '人民幣', ['WH:USDCNH:-1']],
  ['澳元', 'AUD', '澳元', ['WH:AUDUSD:1']],
  ['加元', 'CAD', '加元', ['WH:USDCAD:-1']],
  ['纽元', 'NZD', '紐元', ['WH:NZDUSD:1']],
  ['瑞郎', 'CHF', '瑞郎', ['WH:USDCHF:-1']],
  ['黄金', 'Gold', '黃金', ['WGJS:XAU:1', 'COMEX:GLNC:1']],
  ['白银', 'Silver', '白銀', ['WGJS:XAG:1', 'COMEX:SLNC:1']],
  ['美元指数', 'US Dollar Index', '美元指數', ['WH:USD:1']],
];

describe('asset word → symbols', () => {
  it.each(VARIANTS)('%s / %s / %s name the same asset and symbols', (zhCN, en, zhTW, expected) => {
    const asset = assetOf(zhCN);
    expect(asset).not.toBeNull();
    expect(assetOf(en)).toBe(asset);
    expect(assetOf(zhTW)).toBe(asset);
    const want = keys(zhCN);
    expect(keys(en)).toEqual(want);
    expect(keys(zhTW)).toEqual(want);
    for (const k of expected) expect(want).toContain(k);
  });

  it('matches case-insensitively and trims', () => {
    expect(assetOf(' usd ')).toBe('USD');
    expect(assetOf('gold/silver')).toBe('METALS');
  });

  it('does not match 美元指数 as plain 美元, nor the reverse', () => {
    expect(assetOf('美元指数')).not.toBe(assetOf('美元'));
    expect(keys('美元指数')).toEqual(['WH:USD:1']);
    expect(keys('美元')).toContain('WH:EURUSD:-1');
    expect(keys('美元指数')).not.toContain('WH:EURUSD:-1');
  });

  it('never matches a substring or an unknown word', () => {
    for (const w of ['美元兑日元', '美', 'US', 'Dollars', '金', 'Goldman', 'AUDUSD', '澳元美元', '黄金白银', '']) {
      expect(assetOf(w), w).toBeNull();
      expect(symbolsForAsset(w), w).toEqual([]);
    }
  });

  it('does not read the US dollar as the Australian or Canadian one', () => {
    expect(assetsIn(['Australian', 'Dollar']).map((a) => a.id)).toEqual(['AUD']);
    expect(assetsIn(['Canadian', 'Dollar']).map((a) => a.id)).toEqual(['CAD']);
    expect(assetsIn(['US', 'Dollar']).map((a) => a.id)).toEqual(['USD']);
  });

  it('joins English names split on spaces, longest first', () => {
    expect(assetsIn(['Gold', '&', 'Silver']).map((a) => a.id)).toEqual(['METALS']);
    expect(assetsIn(['US', 'Dollar', 'Index', 'Crude', 'oil']).map((a) => a.id)).toEqual(['DXY', 'OIL']);
    expect(assetsIn(['Gold', 'Oil']).map((a) => a.id)).toEqual(['GOLD', 'OIL']);
  });

  it('reads whole names of several words, and names run together in one', () => {
    expect(assetsIn(['Gold & Silver', 'Crude Oil']).map((a) => a.id)).toEqual(['METALS', 'OIL']);
    expect(assetsIn(['USD Gold']).map((a) => a.id)).toEqual(['USD', 'GOLD']);
  });

  it('reads 离岸人民币 as the yuan, and unspecific stocks by the releasing country', () => {
    expect(assetOf('离岸人民币')).toBe('CNH');
    expect(keys('股市', '美国')).toEqual(['GJZS:DJIA:1', 'GJZS:NASDAQ:1', 'GJZS:SP500:1']);
    expect(keys('Stocks', 'Japan')).toEqual(['GJZS:NIKKI:1']);
    expect(keys('股市', 'Atlantis')).toEqual([]);
    expect(assetOf('债市')).toBe('BONDS');
    expect(keys('Bonds')).toEqual([]);
  });
});

describe('linkedSymbols', () => {
  it('a US beat (legacy Res 美元|金银|): the dollar index up, EURUSD and gold down', () => {
    const links = linkedSymbols({ country: '美国', impact: impactFromRes('美元|金银|') });
    const by = new Map(links.map((l) => [l.key, l.sign]));
    expect(by.get('WH:USD')).toBe(1);
    expect(by.get('WH:USDJPY')).toBe(1);
    expect(by.get('WH:EURUSD')).toBe(-1);
    expect(by.get('WGJS:XAU')).toBe(-1);
    expect(by.get('WGJS:XAG')).toBe(-1);
    expect(by.has('NYMEX:CONC')).toBe(false);
  });

  it('reads the same rule in the English and Traditional variants (GT_RES / LT_RES)', () => {
    const zh = linkedSymbols({ country: '美国', impact: impactFromResFields('美元', '金银') });
    const en = linkedSymbols({ country: 'United States', impact: impactFromResFields('USD', 'Gold/Silver') });
    const tw = linkedSymbols({ country: '美國', impact: impactFromResFields('美元', '金銀') });
    expect(en).toEqual(zh);
    expect(tw).toEqual(zh);
  });

  it('an inventory rule (bearish for oil if above) lowers crude', () => {
    expect(linkTo({ country: '美国', impact: impactFromResFields('', '石油') }, 'NYMEX', 'CONC')?.sign).toBe(-1);
    expect(linkTo({ country: '美国', impact: impactFromResFields('', '石油') }, 'WGJS', 'XAU')).toBeNull();
  });

  it('keeps only offered exchanges', () => {
    const links = linkedSymbols({ country: '美国', impact: impactFromResFields('美元', '金银') }, ['WGJS']);
    expect(links.map((l) => l.key).sort()).toEqual(['WGJS:XAG', 'WGJS:XAU']);
  });

  it('a symbol named both ways keeps sign 0; a word repeated counts once', () => {
    const links = linkedSymbols({ country: '欧元区', impact: impactFromResFields('欧元 美元', '') });
    expect(links.find((l) => l.key === 'WH:EURUSD')?.sign).toBe(0);
    expect(links.find((l) => l.key === 'WH:EURJPY')?.sign).toBe(1);
    const twice = linkedSymbols({ country: '美国', impact: impactFromResFields('美元 USD', '') });
    expect(twice.filter((l) => l.key === 'WH:USD')).toHaveLength(1);
  });

  it('an empty rule (legacy "||") links nothing', () => {
    expect(linkedSymbols({ country: '美国', impact: impactFromRes('||') })).toEqual([]);
  });
});

describe('effectOn', () => {
  it('turns the sign and the outcome into the direction of the price', () => {
    expect(effectOn(1, 'above')).toBe('up');
    expect(effectOn(1, 'below')).toBe('down');
    expect(effectOn(-1, 'above')).toBe('down');
    expect(effectOn(-1, 'below')).toBe('up');
    expect(effectOn(0, 'above')).toBe('mixed');
    expect(effectOn(1, 'inline')).toBe('none');
  });
});
