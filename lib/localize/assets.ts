import type { Locale } from '@/lib/i18n/routing';

/**
 * Assets named in GT_RES / LT_RES / legacy Res, in the three languages (the
 * tokened variants write them in their own language; the legacy family in
 * Simplified Chinese).
 */
const ASSETS: [zhCN: string, en: string, zhTW: string][] = [
  ['美元', 'USD', '美元'], ['欧元', 'EUR', '歐元'], ['英镑', 'GBP', '英鎊'], ['日元', 'JPY', '日圓'],
  ['人民币', 'CNH', '人民幣'], ['离岸人民币', 'CNH', '離岸人民幣'], ['澳元', 'AUD', '澳元'], ['加元', 'CAD', '加元'],
  ['纽元', 'NZD', '紐元'], ['瑞郎', 'CHF', '瑞郎'], ['港元', 'HKD', '港元'],
  ['金银', 'Gold/Silver', '金銀'], ['黄金', 'Gold', '黃金'], ['白银', 'Silver', '白銀'],
  ['石油', 'Oil', '石油'], ['原油', 'Crude oil', '原油'], ['股市', 'Stocks', '股市'], ['美股', 'U.S. stocks', '美股'], ['债市', 'Bonds', '債市'],
];
const INDEX: Record<Locale, number> = { 'zh-CN': 0, en: 1, 'zh-TW': 2 };
const BY_NAME = new Map<string, (typeof ASSETS)[number]>();
for (const a of ASSETS) for (const n of a) if (!BY_NAME.has(n)) BY_NAME.set(n, a);

/** An asset in the reader's language, or null when the table does not know it. */
export function assetName(name: string, locale: Locale): string | null {
  const a = BY_NAME.get(name.trim());
  return a ? a[INDEX[locale]] : null;
}
