import type { Locale } from '@/lib/i18n/routing';
import { chooseSymbolName, type SymbolName } from './symbol-name-rule';

/**
 * Symbol names in the reader's language. The market operations name symbols
 * in Simplified Chinese only ("现货黄金"); this one table gives the known
 * codes of the exchanges we list an English and a Traditional-Chinese name.
 * The zh-CN column is the upstream's own name for the code, kept here for
 * reference and tests: a zh-CN page shows whatever the upstream serves.
 *
 * Codes are per exchange (the same code may mean different instruments on two
 * exchanges). A code missing here keeps the upstream's name, marked as
 * original like any other untranslated text.
 */
type Names = readonly [zhCN: string, en: string, zhTW: string];

export const SYMBOL_NAMES: Readonly<Record<string, Readonly<Record<string, Names>>>> = {
  WGJS: {
    XAU: ['现货黄金', 'Spot Gold', '現貨黃金'],
    XAG: ['现货白银', 'Spot Silver', '現貨白銀'],
    XPT: ['现货铂金', 'Spot Platinum', '現貨鉑金'],
    XPD: ['现货钯金', 'Spot Palladium', '現貨鈀金'],
  },
  WH: {
    USD: ['美元指数', 'US Dollar Index', '美元指數'],
    EURUSD: ['欧元美元', 'EUR/USD', '歐元美元'],
    USDJPY: ['美元日元', 'USD/JPY', '美元日圓'],
    GBPUSD: ['英镑美元', 'GBP/USD', '英鎊美元'],
    AUDUSD: ['澳元美元', 'AUD/USD', '澳元美元'],
    USDCNH: ['美元离岸人民币', 'USD/CNH (offshore yuan)', '美元離岸人民幣'],
    USDCHF: ['美元瑞郎', 'USD/CHF', '美元瑞郎'],
    USDCAD: ['美元加元', 'USD/CAD', '美元加元'],
    NZDUSD: ['纽元美元', 'NZD/USD', '紐元美元'],
    EURJPY: ['欧元日元', 'EUR/JPY', '歐元日圓'],
  },
  GJZS: {
    DJIA: ['道琼斯工业平均指数', 'Dow Jones Industrial Average', '道瓊工業平均指數'],
    NASDAQ: ['纳斯达克综合指数', 'Nasdaq Composite', '那斯達克綜合指數'],
    SP500: ['标普500指数', 'S&P 500', '標普500指數'],
    HSI: ['恒生指数', 'Hang Seng Index', '恒生指數'],
    NIKKI: ['日经225指数', 'Nikkei 225', '日經225指數'],
    DAX: ['德国DAX指数', 'DAX (Germany)', '德國DAX指數'],
    FTSE: ['英国富时100指数', 'FTSE 100 (UK)', '英國富時100指數'],
  },
  COMEX: {
    GLNC: ['纽约黄金', 'COMEX Gold', '紐約黃金'],
    SLNC: ['纽约白银', 'COMEX Silver', '紐約白銀'],
    HGNC: ['纽约铜', 'COMEX Copper', '紐約銅'],
  },
  NYMEX: {
    CONC: ['纽约原油', 'WTI Crude Oil (NYMEX)', '紐約原油'],
    NGNC: ['天然气', 'Natural Gas (NYMEX)', '天然氣'],
  },
  IPE: {
    BRENT: ['布伦特原油', 'Brent Crude Oil', '布蘭特原油'],
  },
  SHFE: {
    AU0: ['沪金主力', 'SHFE Gold (main contract)', '滬金主力'],
    AG0: ['沪银主力', 'SHFE Silver (main contract)', '滬銀主力'],
    CU0: ['沪铜主力', 'SHFE Copper (main contract)', '滬銅主力'],
  },
  LME: {
    CU: ['伦敦铜', 'LME Copper', '倫敦銅'],
    AL: ['伦敦铝', 'LME Aluminium', '倫敦鋁'],
  },
  SGE: {
    AU9999: ['黄金9999', 'SGE Gold 99.99', '黃金9999'],
    AG9999: ['白银9999', 'SGE Silver 99.99', '白銀9999'],
    AUTD: ['黄金延期', 'SGE Gold T+D', '黃金延期'],
  },
};

const COLUMN: Record<Locale, 0 | 1 | 2> = { 'zh-CN': 0, en: 1, 'zh-TW': 2 };

/** The table's name of a known code in a locale, or null for a code the table does not know. */
export function knownSymbolName(locale: Locale, exchange: string, code: string): string | null {
  const names = Object.hasOwn(SYMBOL_NAMES, exchange) && Object.hasOwn(SYMBOL_NAMES[exchange], code) ? SYMBOL_NAMES[exchange][code] : null;
  return names ? names[COLUMN[locale]] : null;
}

/**
 * The name a reader sees for one symbol (lib/localize/symbol-name-rule.ts says which).
 */
export function symbolName(locale: Locale, exchange: string, code: string, upstream: string | null | undefined): SymbolName {
  return chooseSymbolName(locale, knownSymbolName(locale, exchange, code), code, upstream);
}

/** The name as plain text (titles, metadata, share titles, image captions): the original mark cannot travel there. */
export const symbolNameText = (locale: Locale, exchange: string, code: string, upstream: string | null | undefined): string =>
  symbolName(locale, exchange, code, upstream).text;
