import type { Locale } from '@/lib/i18n/routing';

/**
 * Base units (what is left of UNIT once its multiplier is taken off) in the
 * three languages: one table, keyed by the Simplified form the legacy family
 * and the `api` variant write, with the other spellings the variants use.
 * Pure (also used by live client rows).
 */
type Names = { 'zh-CN': string; en: string; 'zh-TW': string; aliases?: string[] };

const BASE_UNITS: Names[] = [
  { 'zh-CN': '人', en: 'persons', 'zh-TW': '人', aliases: ['persons', 'people'] },
  { 'zh-CN': '美元', en: 'USD', 'zh-TW': '美元', aliases: ['USD', 'US$'] },
  { 'zh-CN': '桶', en: 'barrels', 'zh-TW': '桶', aliases: ['barrels', 'bbl'] },
  { 'zh-CN': '元', en: 'CNY', 'zh-TW': '元', aliases: ['人民币', '人民幣', '人民币元', 'CNY', 'RMB'] },
  { 'zh-CN': '日元', en: 'JPY', 'zh-TW': '日圓', aliases: ['日圆', 'JPY'] },
  { 'zh-CN': '欧元', en: 'EUR', 'zh-TW': '歐元', aliases: ['EUR'] },
  { 'zh-CN': '英镑', en: 'GBP', 'zh-TW': '英鎊', aliases: ['GBP'] },
  { 'zh-CN': '澳元', en: 'AUD', 'zh-TW': '澳元', aliases: ['澳幣', 'AUD'] },
  { 'zh-CN': '加元', en: 'CAD', 'zh-TW': '加元', aliases: ['加幣', 'CAD'] },
  { 'zh-CN': '纽元', en: 'NZD', 'zh-TW': '紐元', aliases: ['NZD'] },
  { 'zh-CN': '港元', en: 'HKD', 'zh-TW': '港元', aliases: ['港幣', 'HKD'] },
  { 'zh-CN': '瑞郎', en: 'CHF', 'zh-TW': '瑞郎', aliases: ['瑞士法郎', 'CHF'] },
  { 'zh-CN': '%', en: '%', 'zh-TW': '%', aliases: ['％'] },
  { 'zh-CN': '点', en: 'points', 'zh-TW': '點', aliases: ['points', 'pts'] },
  { 'zh-CN': '户', en: 'units', 'zh-TW': '戶', aliases: ['units', 'homes'] },
  { 'zh-CN': '套', en: 'homes', 'zh-TW': '套' },
  { 'zh-CN': '个', en: 'openings', 'zh-TW': '個', aliases: ['openings'] },
  { 'zh-CN': '口', en: 'rigs', 'zh-TW': '口', aliases: ['rigs'] },
  { 'zh-CN': '立方英尺', en: 'cubic feet', 'zh-TW': '立方英尺', aliases: ['cubic feet', 'cu ft'] },
  { 'zh-CN': '辆', en: 'vehicles', 'zh-TW': '輛', aliases: ['vehicles'] },
  { 'zh-CN': '吨', en: 'tonnes', 'zh-TW': '噸', aliases: ['tonnes', 'tons'] },
  { 'zh-CN': '盎司', en: 'ounces', 'zh-TW': '盎司', aliases: ['ounces', 'oz'] },
  { 'zh-CN': '千瓦时', en: 'kWh', 'zh-TW': '千瓦時', aliases: ['kWh'] },
];

const norm = (s: string) => s.trim().toLowerCase();
const HAN = /\p{Script=Han}/u;
const BY_NAME = new Map<string, Names>();
for (const n of BASE_UNITS) for (const name of [n['zh-CN'], n['zh-TW'], n.en, ...(n.aliases ?? [])]) BY_NAME.set(norm(name), n);

/** A base unit in the reader's language; a unit the table does not know stays as written. */
export function baseUnitName(base: string, locale: Locale): string {
  const names = BY_NAME.get(norm(base));
  return names ? names[locale] : base;
}

/** True when the table knows the unit (so a Chinese unit on an English page is translated, not left mixed in). */
export const isKnownBaseUnit = (base: string) => BY_NAME.has(norm(base));

/**
 * Whether two base units are one unit, whatever the language each is written
 * in: by the table where it knows either; otherwise as written (case aside),
 * except that a Chinese base the table does not know cannot be told from a
 * base in other letters, and is taken as its translation (`undefined`).
 */
export function sameBaseUnit(a: string, b: string): boolean | undefined {
  const known = BY_NAME.get(norm(a)) ?? BY_NAME.get(norm(b));
  if (known) return BY_NAME.get(norm(a)) === BY_NAME.get(norm(b));
  if (norm(a) === norm(b)) return true;
  return HAN.test(a) !== HAN.test(b) ? undefined : false;
}
