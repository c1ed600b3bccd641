import { COUNTRY_TABLE, countryAdjective } from './countries';
import { holidayNameEn } from './holidays';

/**
 * The pattern catalogue: legacy descriptions that follow a fixed form
 * (treasury auctions and issues, holidays, market closures, periods) turned
 * into English. The legacy family writes Chinese only (docs/upstream.md: its
 * language selection is "not shown"); anything that matches no pattern
 * returns null and is shown as the original, marked with its language.
 * Pure, so every pattern is tested (tests/unit/localize/patterns.test.ts).
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Chinese country names and aliases, longest first ("中国香港" before "中国"). */
const COUNTRY_NAMES = Object.values(COUNTRY_TABLE)
  .flatMap((c) => [c['zh-CN'], c['zh-TW'], ...c.aliases])
  .filter((n) => /[\u3400-\u9fff]/u.test(n))
  .sort((a, b) => b.length - a.length);
const COUNTRY = `(${COUNTRY_NAMES.map(escape).join('|')})`;

/** What each market calls its government paper in English. */
const BOND_NAMES: Record<string, string> = { 'U.S.': 'Treasury', German: 'Bund', UK: 'Gilt', Japanese: 'JGB', Italian: 'BTP', French: 'OAT' };
const CN_DIGITS: Record<string, string> = { 一: '1', 二: '2', 两: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9', 十: '10' };
const num = (n: string) => CN_DIGITS[n] ?? n;
const N = '(\\d+(?:\\.\\d+)?|[一二两三四五六七八九十])';
const TERM = `${N}(年|个月|個月|周|週)`;
const unitWord = (u: string) => (u === '年' ? 'Year' : u === '周' || u === '週' ? 'Week' : 'Month');
/** Paper of a year or more is named by market (Treasury, Bund, Gilt…); shorter paper is a bill everywhere. */
const paper = (adj: string, u: string) => (u === '年' ? BOND_NAMES[adj] ?? 'government bond' : 'bill');

/** "拍卖" / "发行" and the words that may follow them. */
const ACTION: [RegExp, string][] = [
  [/^(?:拍卖|拍賣)$/u, 'auction'],
  [/^(?:拍卖|拍賣)结果$|^(?:拍卖|拍賣)結果$/u, 'auction results'],
  [/^(?:发行|發行)$/u, 'issue'],
  [/^(?:招标|招標)$/u, 'tender'],
];
const actionOf = (s: string) => ACTION.find(([re]) => re.test(s))?.[1] ?? null;

type Rule = { re: RegExp; to: (m: RegExpExecArray) => string | null };

const TREASURY: Rule[] = [
  // 美国3个月和6个月期国债拍卖 → U.S. 3-Month and 6-Month bill auction
  {
    re: new RegExp(`^${COUNTRY}${TERM}(?:和|及|与|與)${TERM}期?(?:国债|國債)(?:券)?(.+)$`, 'u'),
    to: (m) => {
      const adj = countryAdjective(m[1]);
      const action = actionOf(m[6]);
      if (!adj || !action) return null;
      return `${adj} ${num(m[2])}-${unitWord(m[3])} and ${num(m[4])}-${unitWord(m[5])} ${paper(adj, m[5])} ${action}`;
    },
  },
  // 美国10年期通胀保值国债(TIPS)拍卖 → U.S. 10-Year TIPS auction
  {
    re: new RegExp(`^${COUNTRY}${TERM}期?(?:通胀保值|通脹保值)(?:国债|國債)(?:\\(TIPS\\)|（TIPS）)?(.+)$`, 'u'),
    to: (m) => {
      const adj = countryAdjective(m[1]);
      const action = actionOf(m[4]);
      return adj && action ? `${adj} ${num(m[2])}-${unitWord(m[3])} TIPS ${action}` : null;
    },
  },
  // 美国2年期国债拍卖 → U.S. 2-Year Treasury auction; 日本30年期国债拍卖 → Japanese 30-Year JGB auction
  {
    re: new RegExp(`^${COUNTRY}${TERM}期?(?:国债|國債|政府债券|政府債券)(.+)$`, 'u'),
    to: (m) => {
      const adj = countryAdjective(m[1]);
      const action = actionOf(m[4]);
      return adj && action ? `${adj} ${num(m[2])}-${unitWord(m[3])} ${paper(adj, m[3])} ${action}` : null;
    },
  },
  // 中国财政部发行记账式附息国债 / 超长期特别国债
  {
    re: /^中国财政部(?:发行|續發|续发)(记账式附息国债|记账式贴现国债|超长期特别国债|储蓄国债)$/u,
    to: (m) => `China Ministry of Finance ${({ 记账式附息国债: 'book-entry treasury bond', 记账式贴现国债: 'book-entry discount treasury bill', 超长期特别国债: 'ultra-long special treasury bond', 储蓄国债: 'savings bond' } as Record<string, string>)[m[1]]} issue`,
  },
];

/** Holidays: a known name, with the few suffixes and prefixes markets add. */
const HOLIDAY: Rule[] = [
  { re: /^(.+?)[（(](?:补假|補假|顺延|順延)[)）]$/u, to: (m) => withName(m[1], (n) => `${n} (observed)`) },
  { re: /^(.+?)[（(](.+)[)）]$/u, to: (m) => withName(m[1], (n) => withName(m[2], (inner) => `${n} (${inner})`)) },
  { re: new RegExp(`^(?:因)?${COUNTRY}?(.+?)[，,、\\s]*(?:休市|休市一日|全天休市|市场休市|市場休市)$`, 'u'), to: (m) => withName(m[2], (n) => `${n}: market closed`) },
  { re: new RegExp(`^${COUNTRY}?(.+?)[，,、\\s]*(?:提前收盘|提前收市|提前休市|提前收盤)$`, 'u'), to: (m) => withName(m[2], (n) => `${n}: early close`) },
  { re: /^(.+?)(?:假期|連假|连假)$/u, to: (m) => withName(m[1], (n) => `${n} holiday`) },
  { re: new RegExp(`^${COUNTRY}(.+)$`, 'u'), to: (m) => withName(m[2], (n) => n) },
];

/** A (shorter) holiday text through the whole catalogue, then built into the longer form. */
function withName(zh: string, build: (en: string) => string | null): string | null {
  const en = zh.trim() ? holidayEn(zh) : null;
  return en ? build(en) : null;
}

function firstMatch(rules: Rule[], text: string): string | null {
  for (const rule of rules) {
    const m = rule.re.exec(text);
    const out = m ? rule.to(m) : null;
    if (out) return out;
  }
  return null;
}

/** A treasury issuance description in English, or null when it follows no known form. */
export function treasuryEn(text: string): string | null {
  return firstMatch(TREASURY, text.trim());
}

/** A holiday description in English, or null when it follows no known form. */
export function holidayEn(text: string): string | null {
  const t = text.trim();
  return holidayNameEn(t) ?? firstMatch(HOLIDAY, t);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const QUARTERS: Record<string, string> = { 一: '1', 二: '2', 三: '3', 四: '4', 1: '1', 2: '2', 3: '3', 4: '4' };
const month = (m: string) => MONTHS[Number(m) - 1] ?? null;

const PERIOD: Rule[] = [
  { re: /^(\d{4})年(\d{1,2})月$/u, to: (m) => (month(m[2]) ? `${month(m[2])} ${m[1]}` : null) },
  { re: /^(\d{4})年第([一二三四1-4])季度$/u, to: (m) => `Q${QUARTERS[m[2]]} ${m[1]}` },
  { re: /^第([一二三四1-4])季度$/u, to: (m) => `Q${QUARTERS[m[1]]}` },
  { re: /^(\d{4})年([上下])半年$/u, to: (m) => `${m[2] === '上' ? 'H1' : 'H2'} ${m[1]}` },
  { re: /^(\d{1,2})月(\d{1,2})日(?:当周|當週|止当周|止當週)$/u, to: (m) => (month(m[1]) ? `Week to ${month(m[1])} ${Number(m[2])}` : null) },
  { re: /^(\d{1,2})月$/u, to: (m) => month(m[1]) },
  { re: /^(\d{4})年$/u, to: (m) => m[1] },
];

/** A legacy IDX_PERIOD ("2026年10月", "2026年第三季度", "11月20日当周") in English, or null. */
export function periodEn(text: string): string | null {
  return firstMatch(PERIOD, text.trim());
}
