import { countryCode } from '@/lib/release/countries';
import type { ImpactRule } from '@/lib/upstream/types';

/**
 * Which market symbols a release moves, from the asset words of its impact
 * rule (GT_RES / LT_RES, legacy `Res`: lib/upstream/normalize/release.ts).
 *
 * The words come in the three variants' languages (`金银`, `Gold/Silver`,
 * `金銀`; the legacy family writes Simplified Chinese) and are matched whole,
 * never as substrings: `美元指数` names the dollar index only, while plain
 * `美元` names the index and every USD pair; `离岸人民币` is not `人民币` plus
 * noise, and "US Dollar" is never the Australian one.
 *
 * Direction. A word says which asset the outcome is good for. `sign` is what
 * "good for the asset" does to the symbol's quoted price: +1 when the asset
 * is the symbol itself or the base of a pair (EUR in EURUSD), -1 when it is
 * the quote currency (USD in EURUSD: a stronger dollar is a lower EURUSD; JPY
 * in USDJPY). Gold is linked through its own words only, not through USD:
 * the rules that matter name both (a US beat: `美元|金银`), and a second,
 * derived link would count the same effect twice.
 *
 * Symbol codes are those of docs/design.md "What real data looks like" (the
 * simulator uses them); callers keep only the exchanges of MARKET_EXCHANGES.
 */
export type Sign = 1 | -1;

export interface SymbolLink {
  exchange: string;
  code: string;
  sign: Sign;
}

/** A symbol a release moves: `sign` is +1 when actual above forecast lifts its price, -1 when it lowers it, 0 when the rule says both. */
export interface LinkedSymbol {
  exchange: string;
  code: string;
  /** `EXCODE:CODE`. */
  key: string;
  sign: 1 | -1 | 0;
}

export const symbolKey = (exchange: string, code: string) => `${exchange}:${code}`;

const up = (key: string): SymbolLink => link(key, 1);
const down = (key: string): SymbolLink => link(key, -1);
function link(key: string, sign: Sign): SymbolLink {
  const [exchange, code] = key.split(':');
  return { exchange, code, sign };
}

const GOLD = ['WGJS:XAU', 'COMEX:GLNC', 'SGE:AU9999', 'SGE:AUTD', 'SHFE:AU0'].map(up);
const SILVER = ['WGJS:XAG', 'COMEX:SLNC', 'SGE:AG9999', 'SHFE:AG0'].map(up);
const CRUDE = ['NYMEX:CONC', 'IPE:BRENT'].map(up);
const DOLLAR_INDEX = [up('WH:USD')];
const US_STOCKS = ['GJZS:DJIA', 'GJZS:NASDAQ', 'GJZS:SP500'].map(up);

/** Stock indices by the releasing country (for the unspecific `股市` / Stocks). */
const STOCKS_OF: Record<string, SymbolLink[]> = {
  US: US_STOCKS,
  CN: [up('GJZS:HSI')],
  HK: [up('GJZS:HSI')],
  JP: [up('GJZS:NIKKI')],
  DE: [up('GJZS:DAX')],
  EU: [up('GJZS:DAX')],
  GB: [up('GJZS:FTSE')],
};

interface AssetEntry {
  /** Stable id of the asset (not shown). */
  id: string;
  /** Every spelling, in the three languages; matched whole and case-insensitively. */
  words: string[];
  symbols: (country: string) => SymbolLink[];
}

const fixed = (links: SymbolLink[]) => () => links;

const ASSETS: AssetEntry[] = [
  { id: 'USD', words: ['美元', 'USD', 'US Dollar', 'U.S. Dollar', 'Dollar'], symbols: fixed([...DOLLAR_INDEX, ...['WH:USDJPY', 'WH:USDCNH', 'WH:USDCHF', 'WH:USDCAD'].map(up), ...['WH:EURUSD', 'WH:GBPUSD', 'WH:AUDUSD', 'WH:NZDUSD'].map(down)]) },
  { id: 'DXY', words: ['美元指数', '美元指數', 'US Dollar Index', 'Dollar Index', 'USD Index', 'DXY'], symbols: fixed(DOLLAR_INDEX) },
  { id: 'EUR', words: ['欧元', '歐元', 'EUR', 'Euro'], symbols: fixed(['WH:EURUSD', 'WH:EURJPY'].map(up)) },
  { id: 'GBP', words: ['英镑', '英鎊', 'GBP', 'Pound', 'Sterling'], symbols: fixed([up('WH:GBPUSD')]) },
  { id: 'JPY', words: ['日元', '日圓', '日圆', 'JPY', 'Yen'], symbols: fixed(['WH:USDJPY', 'WH:EURJPY'].map(down)) },
  { id: 'CNH', words: ['人民币', '人民幣', '离岸人民币', '離岸人民幣', 'CNH', 'CNY', 'RMB', 'Yuan'], symbols: fixed([down('WH:USDCNH')]) },
  { id: 'AUD', words: ['澳元', '澳幣', 'AUD', 'Australian Dollar'], symbols: fixed([up('WH:AUDUSD')]) },
  { id: 'CAD', words: ['加元', '加幣', 'CAD', 'Canadian Dollar'], symbols: fixed([down('WH:USDCAD')]) },
  { id: 'NZD', words: ['纽元', '紐元', 'NZD', 'New Zealand Dollar'], symbols: fixed([up('WH:NZDUSD')]) },
  { id: 'CHF', words: ['瑞郎', 'CHF', 'Swiss Franc'], symbols: fixed([down('WH:USDCHF')]) },
  { id: 'HKD', words: ['港元', '港幣', 'HKD'], symbols: fixed([]) },
  { id: 'METALS', words: ['金银', '金銀', 'Gold/Silver', 'Gold & Silver', 'Gold and Silver', 'Precious metals', '贵金属', '貴金屬'], symbols: fixed([...GOLD, ...SILVER]) },
  { id: 'GOLD', words: ['黄金', '黃金', 'Gold', '现货黄金', '現貨黃金', 'Spot Gold'], symbols: fixed(GOLD) },
  { id: 'SILVER', words: ['白银', '白銀', 'Silver', '现货白银', '現貨白銀', 'Spot Silver'], symbols: fixed(SILVER) },
  { id: 'OIL', words: ['石油', '原油', 'Oil', 'Crude', 'Crude oil', 'Crude Oil', 'WTI'], symbols: fixed(CRUDE) },
  { id: 'US_STOCKS', words: ['美股', 'U.S. stocks', 'US stocks', 'US equities'], symbols: fixed(US_STOCKS) },
  { id: 'STOCKS', words: ['股市', 'Stocks', 'Equities'], symbols: (country) => STOCKS_OF[countryCode(country)] ?? [] },
  { id: 'BONDS', words: ['债市', '債市', 'Bonds'], symbols: fixed([]) },
];

const norm = (word: string) => word.trim().replace(/\s+/g, ' ').toLowerCase();
const BY_WORD = new Map<string, AssetEntry>();
for (const a of ASSETS) for (const w of a.words) BY_WORD.set(norm(w), a);
const LONGEST_WORD = Math.max(...[...BY_WORD.keys()].map((w) => w.split(' ').length));

/** The asset a whole word names (`美元`, `USD`, `金銀`…), or null when the table does not know it. */
export function assetOf(word: string): string | null {
  return BY_WORD.get(norm(word))?.id ?? null;
}

/** The symbols one asset word moves, with the sign of "good for the asset"; [] for an unknown word. */
export function symbolsForAsset(word: string, country = ''): SymbolLink[] {
  return BY_WORD.get(norm(word))?.symbols(country) ?? [];
}

/**
 * The assets a list of names names. A name may itself be several known names
 * run together (a list whose separators were spaces between Latin-letter
 * names, "USD Gold": one name to the normalizer, docs/upstream.md "Asset
 * lists"): each is read word by word, and the longest known run wins.
 */
export function assetsIn(names: readonly string[]): AssetEntry[] {
  const tokens = names.flatMap((name) => name.split(/\s+/u).filter(Boolean));
  const out: AssetEntry[] = [];
  for (let i = 0; i < tokens.length; ) {
    let matched = 0;
    for (let n = Math.min(LONGEST_WORD, tokens.length - i); n >= 1 && !matched; n--) {
      const entry = BY_WORD.get(norm(tokens.slice(i, i + n).join(' ')));
      if (entry) {
        out.push(entry);
        matched = n;
      }
    }
    i += matched || 1;
  }
  return out;
}

export interface LinkableRelease {
  country: string;
  impact: Pick<ImpactRule, 'bullishIfAbove' | 'bearishIfAbove'>;
}

/**
 * The symbols a release moves, each with the sign of "actual above forecast"
 * on its price: bullish-if-above words count as their sign, bearish-if-above
 * words as its opposite. A symbol named both ways (EUR bullish and USD
 * bullish for EURUSD) keeps sign 0: the release moves it, the rule does not
 * say which way. `exchanges` (MARKET_EXCHANGES) keeps only offered symbols.
 */
export function linkedSymbols(release: LinkableRelease, exchanges?: readonly string[]): LinkedSymbol[] {
  const sum = new Map<string, { exchange: string; code: string; plus: boolean; minus: boolean }>();
  const add = (tokens: readonly string[], side: Sign) => {
    const seen = new Set<string>();
    for (const entry of assetsIn(tokens)) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      for (const s of entry.symbols(release.country)) {
        if (exchanges && !exchanges.includes(s.exchange)) continue;
        const key = symbolKey(s.exchange, s.code);
        const cur = sum.get(key) ?? { exchange: s.exchange, code: s.code, plus: false, minus: false };
        if (s.sign * side > 0) cur.plus = true;
        else cur.minus = true;
        sum.set(key, cur);
      }
    }
  };
  add(release.impact.bullishIfAbove, 1);
  add(release.impact.bearishIfAbove, -1);
  return [...sum].map(([key, v]) => ({ exchange: v.exchange, code: v.code, key, sign: v.plus && v.minus ? 0 : v.plus ? 1 : -1 }));
}

/** The link of one release to one symbol, or null when the release does not move it. */
export function linkTo(release: LinkableRelease, exchange: string, code: string): LinkedSymbol | null {
  const key = symbolKey(exchange, code);
  return linkedSymbols(release).find((l) => l.key === key) ?? null;
}

export type SymbolEffect = 'up' | 'down' | 'mixed' | 'none';

/** What an outcome meant for the symbol: its price's expected direction ('none' for an in-line release). */
export function effectOn(sign: LinkedSymbol['sign'], direction: 'above' | 'below' | 'inline'): SymbolEffect {
  if (direction === 'inline') return 'none';
  if (sign === 0) return 'mixed';
  return sign * (direction === 'above' ? 1 : -1) > 0 ? 'up' : 'down';
}
