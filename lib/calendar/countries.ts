/**
 * Countries as stable codes. The upstream writes COUNTRY_CN in the variant's
 * language ("美国", "United States", "美國"), so filters keyed by name would
 * break when the reader switches language: the URL carries a code instead.
 * Names not listed here are their own code.
 */
const COUNTRIES: Record<string, string[]> = {
  US: ['美国', '美國', 'United States', 'USA', 'U.S.', 'US'],
  EU: ['欧元区', '歐元區', 'Euro Area', 'Eurozone', 'Euro Zone', '欧盟', '歐盟', 'European Union'],
  DE: ['德国', '德國', 'Germany'],
  FR: ['法国', '法國', 'France'],
  IT: ['意大利', '義大利', 'Italy'],
  ES: ['西班牙', 'Spain'],
  GB: ['英国', '英國', 'United Kingdom', 'UK', 'Britain'],
  JP: ['日本', 'Japan'],
  CN: ['中国', '中國', 'China'],
  HK: ['中国香港', '中國香港', '香港', 'Hong Kong'],
  TW: ['中国台湾', '中國台灣', '台湾', '台灣', 'Taiwan'],
  KR: ['韩国', '韓國', 'South Korea', 'Korea'],
  IN: ['印度', 'India'],
  SG: ['新加坡', 'Singapore'],
  AU: ['澳大利亚', '澳大利亞', '澳洲', 'Australia'],
  NZ: ['新西兰', '紐西蘭', '新西蘭', 'New Zealand'],
  CA: ['加拿大', 'Canada'],
  CH: ['瑞士', 'Switzerland'],
  RU: ['俄罗斯', '俄羅斯', 'Russia'],
  BR: ['巴西', 'Brazil'],
  MX: ['墨西哥', 'Mexico'],
  ZA: ['南非', 'South Africa'],
};

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

const norm = (s: string) => s.trim().toLowerCase();
const BY_NAME = new Map<string, string>();
for (const [code, names] of Object.entries(COUNTRIES)) for (const n of names) BY_NAME.set(norm(n), code);

/** The stable code of an upstream country name (the trimmed name itself when unknown). */
export function countryCode(name: string): string {
  return BY_NAME.get(norm(name)) ?? name.trim();
}

/** True when the code is one of ours (so it can be shown as a code badge beside the name). */
export function isKnownCode(code: string): boolean {
  return code in COUNTRIES;
}

export function currencyNamesOf(country: string): string[] {
  return CURRENCIES[countryCode(country)] ?? [];
}
