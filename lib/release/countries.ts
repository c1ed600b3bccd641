import { COUNTRY_TABLE, knownCountryCode } from '@/lib/localize/countries';

/** Currency names the three variants use among the GT_RES / LT_RES assets. */
const CURRENCIES: Record<string, string[]> = {
  US: ['美元', 'USD', 'US Dollar'],
  EU: ['欧元', '歐元', 'EUR', 'Euro'],
  DE: ['欧元', '歐元', 'EUR', 'Euro'],
  FR: ['欧元', '歐元', 'EUR', 'Euro'],
  IT: ['欧元', '歐元', 'EUR', 'Euro'],
  ES: ['欧元', '歐元', 'EUR', 'Euro'],
  GB: ['英镑', '英鎊', 'GBP', 'Pound', 'Sterling'],
  JP: ['日元', '日圓', '日圆', 'JPY', 'Yen'],
  CN: ['人民币', '人民幣', '离岸人民币', '離岸人民幣', 'CNY', 'CNH', 'RMB', 'Yuan'],
  AU: ['澳元', '澳幣', 'AUD', 'Australian Dollar'],
  NZ: ['纽元', '紐元', 'NZD', 'New Zealand Dollar'],
  CA: ['加元', '加幣', 'CAD', 'Canadian Dollar'],
  CH: ['瑞郎', 'CHF', 'Swiss Franc'],
};

/**
 * Countries as stable codes. The upstream writes COUNTRY_CN in the variant's
 * language ("美国", "United States", "美國"), so filters keyed by name would
 * break when the reader switches language: the URL carries a code instead.
 * Names not in the table (lib/localize/countries.ts) are their own code.
 *
 * The stable code of an upstream country name (the trimmed name itself when unknown).
 */
export function countryCode(name: string): string {
  return knownCountryCode(name) ?? name.trim();
}

/** True when the code is one of ours (so it can be shown as a code badge beside the name). */
export function isKnownCode(code: string): boolean {
  return Object.hasOwn(COUNTRY_TABLE, code);
}

export function currencyNamesOf(country: string): string[] {
  return CURRENCIES[countryCode(country)] ?? [];
}
