import type { Locale } from '@/lib/i18n/routing';

/**
 * Countries in the three languages: the one table every view names a country
 * from. The upstream writes COUNTRY_CN in the variant's language and the
 * legacy family in Chinese (with English COUNTRY on usaData/ecweek), so each
 * entry also lists the spellings seen, to find the entry from any of them.
 */
export interface CountryNames {
  'zh-CN': string;
  en: string;
  'zh-TW': string;
  aliases: string[];
  /** English adjective for fixed-form descriptions ("U.S. 2-Year Treasury auction"); the name when none is given. */
  adjective?: string;
}

const C = (zhCN: string, en: string, zhTW: string, ...aliases: string[]): CountryNames => ({ 'zh-CN': zhCN, en, 'zh-TW': zhTW, aliases });
const A = (adjective: string, names: CountryNames): CountryNames => ({ ...names, adjective });

export const COUNTRY_TABLE: Record<string, CountryNames> = {
  US: A('U.S.', C('美国', 'United States', '美國', 'USA', 'U.S.', 'US')),
  EU: A('Euro Area', C('欧元区', 'Euro Area', '歐元區', 'Eurozone', 'Euro Zone', '欧盟', '歐盟', 'European Union')),
  DE: A('German', C('德国', 'Germany', '德國')),
  FR: A('French', C('法国', 'France', '法國')),
  IT: A('Italian', C('意大利', 'Italy', '義大利')),
  ES: A('Spanish', C('西班牙', 'Spain', '西班牙')),
  GB: A('UK', C('英国', 'United Kingdom', '英國', 'UK', 'Britain')),
  JP: A('Japanese', C('日本', 'Japan', '日本')),
  CN: A('China', C('中国', 'China', '中國')),
  HK: C('中国香港', 'Hong Kong', '中國香港', '香港'),
  TW: C('中国台湾', 'Taiwan', '中國台灣', '台湾', '台灣'),
  KR: A('South Korean', C('韩国', 'South Korea', '韓國', 'Korea')),
  IN: A('Indian', C('印度', 'India', '印度')),
  SG: C('新加坡', 'Singapore', '新加坡'),
  AU: A('Australian', C('澳大利亚', 'Australia', '澳大利亞', '澳洲')),
  NZ: A('New Zealand', C('新西兰', 'New Zealand', '紐西蘭', '新西蘭')),
  CA: A('Canadian', C('加拿大', 'Canada', '加拿大')),
  CH: A('Swiss', C('瑞士', 'Switzerland', '瑞士')),
  RU: A('Russian', C('俄罗斯', 'Russia', '俄羅斯')),
  BR: A('Brazilian', C('巴西', 'Brazil', '巴西')),
  MX: A('Mexican', C('墨西哥', 'Mexico', '墨西哥')),
  ZA: A('South African', C('南非', 'South Africa', '南非')),
  OPEC: C('欧佩克', 'OPEC', '歐佩克', 'OPEC+'),
};

const norm = (s: string) => s.trim().toLowerCase();
const BY_NAME = new Map<string, string>();
for (const [code, n] of Object.entries(COUNTRY_TABLE)) {
  for (const name of [n['zh-CN'], n.en, n['zh-TW'], ...n.aliases]) BY_NAME.set(norm(name), code);
}

/** The table's code of an upstream country name, or null when the table does not know it. */
export function knownCountryCode(name: string): string | null {
  return BY_NAME.get(norm(name)) ?? null;
}

/** The English adjective of a country ("U.S.", "German"), or null when the table does not know it. */
export function countryAdjective(name: string): string | null {
  const code = knownCountryCode(name);
  return code ? COUNTRY_TABLE[code].adjective ?? COUNTRY_TABLE[code].en : null;
}

/** The country in the reader's language, or null when the table does not know it. */
export function countryNameIn(name: string, locale: Locale): string | null {
  const code = knownCountryCode(name);
  return code ? COUNTRY_TABLE[code][locale] : null;
}
