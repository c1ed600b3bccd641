import type { UnitRate } from '@/lib/upstream/types';
import { baseUnitName, sameBaseUnit } from './base-units';
import { hasHan } from './marks';
import { valueText } from './values';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Units and numbers (docs/design.md "Units"). `UNIT` may start with a Chinese
 * multiplier (万 10⁴, 亿 10⁸, 万亿 10¹², in either script); the English
 * variant writes the same multipliers as "10K persons" or "USD 100M".
 * English readers get the value scaled and written with K/M/B/T and the base
 * unit translated (250 万人 → 2.5M persons); Chinese readers keep 万/亿.
 * Arithmetic is on the upstream's decimal string: a power of ten only moves
 * the decimal point, so nothing is lost to floating point. Pure: also used by
 * the live (client) rows.
 */

const CHINESE_PREFIXES: [string, number][] = [
  ['万亿', 12], ['萬億', 12], ['千亿', 11], ['千億', 11], ['百亿', 10], ['百億', 10], ['十亿', 9], ['十億', 9],
  ['亿', 8], ['億', 8], ['千万', 7], ['千萬', 7], ['百万', 6], ['百萬', 6], ['万', 4], ['萬', 4],
];
const ENGLISH_MULTIPLIERS: Record<string, number> = { '10K': 4, '100K': 5, '1M': 6, '10M': 7, '100M': 8, '1B': 9, '10B': 10, '100B': 11, '1T': 12 };

export interface ParsedUnit {
  /** The power of ten the unit's multiplier stands for (0 without one). */
  power: number;
  /** What is left once the multiplier is taken off ("人", "persons", "USD"). */
  base: string;
}

/** "万人" → {4, "人"}, "亿美元" → {8, "美元"}, "10K persons" → {4, "persons"}, "USD 100M" → {8, "USD"}, "%" → {0, "%"}. */
export function parseUnit(unit: string): ParsedUnit {
  const text = unit.trim();
  for (const [prefix, power] of CHINESE_PREFIXES) {
    if (text.startsWith(prefix)) return { power, base: text.slice(prefix.length).trim() };
  }
  const before = /^(\d+[KMBT])\s+(.+)$/i.exec(text);
  if (before && ENGLISH_MULTIPLIERS[before[1].toUpperCase()] !== undefined) return { power: ENGLISH_MULTIPLIERS[before[1].toUpperCase()], base: before[2] };
  const after = /^(.+?)\s+(\d+[KMBT])$/i.exec(text);
  if (after && ENGLISH_MULTIPLIERS[after[2].toUpperCase()] !== undefined) return { power: ENGLISH_MULTIPLIERS[after[2].toUpperCase()], base: after[1] };
  return { power: 0, base: text };
}

/**
 * The power of ten a UNIT_RATE stands for: "/10000" → 4 (values published in
 * units of 10,000), "*10" → −1; identity ("*1", "/1") and factors that are
 * not powers of ten → 0 / null.
 */
export function ratePower(rate: UnitRate | null | undefined): number | null {
  if (!rate) return null;
  const power = Math.log10(rate.factor);
  if (!Number.isInteger(power)) return null;
  if (power === 0) return 0;
  return rate.op === '/' ? power : -power;
}

/**
 * The Localize message that says a UNIT_RATE in words: "published in units of
 * 10,000", or, where the reader's values were rescaled to full value (English
 * rows), that the source's figures were converted. Never "*1".
 */
export function rateMessage(rate: UnitRate, scaled: boolean): 'rate.divide' | 'rate.multiply' | 'rate.divideShown' | 'rate.multiplyShown' {
  const op = rate.op === '/' ? 'divide' : 'multiply';
  return `rate.${op}${scaled ? 'Shown' : ''}` as const;
}

/** True when the ratio changes nothing ("*1", "/1"): then it is never mentioned. */
export const isIdentityRate = (rate: UnitRate | null | undefined) => !rate || rate.factor === 1;

/**
 * The scale of a value: the unit's multiplier; where the record carries a
 * UNIT_RATE (legacy detail, usaData, ecweek: the only records the document
 * gives it) and the unit has no multiplier, the ratio's power instead.
 */
export function scaleOf(unit: string, rate?: UnitRate | null): ParsedUnit & { rateApplied: boolean } {
  const parsed = parseUnit(unit);
  const fromRate = ratePower(rate);
  if (parsed.power === 0 && fromRate) return { ...parsed, power: fromRate, rateApplied: true };
  return { ...parsed, rateApplied: false };
}

/**
 * Whether values written in unit `a` can stand beside, or for, values written
 * in unit `b` (docs/upstream.md, "Whose unit a value is in"): the same
 * multiplier (with each side's UNIT_RATE where its unit has none), and a base
 * that is the same unit in any language; a Chinese base the table does not
 * know is taken as the translation of one in other letters. Units that both
 * say nothing agree; a unit and no unit do not.
 */
export function sameUnit(a: string, b: string, rateA?: UnitRate | null, rateB?: UnitRate | null): boolean {
  const sa = scaleOf(a, rateA);
  const sb = scaleOf(b, rateB);
  if (sa.power !== sb.power) return false;
  return sameBaseUnit(sa.base, sb.base) ?? true;
}

interface Decimal {
  negative: boolean;
  digits: string;
  /** value = digits × 10^exponent */
  exponent: number;
}

/** An upstream decimal ("1,234", "-190", "13.0", "+0.5"); null for anything else (text is shown as written). */
export function parseDecimal(text: string): Decimal | null {
  const m = /^([+\-−]?)(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/.exec(text.trim());
  if (!m || (m[2] === undefined && m[3] === undefined)) return null;
  const int = (m[2] ?? '').replace(/,/g, '');
  const frac = m[3] ?? '';
  return { negative: m[1] === '-' || m[1] === '−', digits: int + frac, exponent: -frac.length };
}

/** digits × 10^exponent written out, trailing fractional zeros dropped, the integer part grouped by thousands. */
function writeDecimal({ negative, digits, exponent }: Decimal): string {
  let int: string;
  let frac: string;
  if (exponent >= 0) {
    int = digits + '0'.repeat(exponent);
    frac = '';
  } else {
    const cut = digits.length + exponent;
    int = cut > 0 ? digits.slice(0, cut) : '0';
    frac = cut >= 0 ? digits.slice(cut) : '0'.repeat(-cut) + digits;
  }
  int = int.replace(/^0+(?=\d)/, '');
  frac = frac.replace(/0+$/, '');
  const zero = /^0*$/.test(int + frac);
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative && !zero ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

const SUFFIXES = ['', 'K', 'M', 'B', 'T'];

/** A value times 10^power, written with K/M/B/T: ("250", 4) → "2.5M", ("1234", 8) → "123.4B", ("-190", 4) → "-1.9M". */
export function compactScaled(value: string, power: number): string | null {
  const d = parseDecimal(value);
  if (!d) return null;
  const exponent = d.exponent + power;
  const significant = d.digits.replace(/^0+/, '');
  if (!significant) return '0';
  // Digits left of the decimal point once scaled decide the suffix.
  const intDigits = significant.length + exponent;
  const group = Math.min(SUFFIXES.length - 1, Math.max(0, Math.floor((intDigits - 1) / 3)));
  return writeDecimal({ ...d, exponent: exponent - 3 * group }) + SUFFIXES[group];
}

/** A value times 10^power as a number, converted from its decimal digits (no float multiplication): ("13.0", 4) → 130000. */
export function scaledNumber(value: string | null, power: number): number | null {
  const d = value === null ? null : parseDecimal(value);
  if (!d) return null;
  return Number(`${d.negative ? '-' : ''}${d.digits}e${d.exponent + power}`);
}

export interface UnitDisplay {
  /** The value as the reader sees it. */
  value: (raw: string | null) => string | null;
  /** The unit column: base unit translated (en) or the upstream's unit (zh). */
  unit: string;
  /** True when values are rescaled for this reader. */
  scaled: boolean;
  /** The power of ten a value is multiplied by for this reader's charts (0 when not rescaled). */
  power: number;
}

/**
 * How one unit is shown to a reader. English: scaled with K/M/B/T and the
 * base unit translated. Chinese: the upstream value and unit as written
 * (zh-TW pages get Traditional text from the loader).
 */
export function unitDisplay(unit: string, locale: Locale, rate?: UnitRate | null): UnitDisplay {
  if (locale !== 'en') return { value: (raw) => raw, unit, scaled: false, power: 0 };
  const scale = scaleOf(unit, rate);
  const base = baseUnitName(scale.base, 'en');
  // Words in value fields ("未公布") in English where the table knows them (lib/localize/values).
  const word = (raw: string) => (hasHan(raw) ? valueText(raw, 'en').text : raw);
  if (scale.power === 0) return { value: (raw) => (raw === null ? null : word(raw)), unit: base, scaled: false, power: 0 };
  return { value: (raw) => (raw === null ? null : compactScaled(raw, scale.power) ?? word(raw)), unit: base, scaled: true, power: scale.power };
}

/** A value with its unit in one string: "130K persons", "4.3%", "13.0万人". */
export function withUnit(value: string, unit: string): string {
  if (!unit) return value;
  if (unit === '%') return `${value}%`;
  return /^[A-Za-z0-9]/.test(unit) ? `${value} ${unit}` : `${value}${unit}`;
}

/** A value with its unit as this reader reads it: "130K persons" (en), "13.0万人" (zh-CN), "4.3%"; null without a value. */
export function displayValue(value: string | null, unit: string, locale: Locale, rate?: UnitRate | null): string | null {
  // A word in a value field ("未公布") is no quantity: English readers get it translated (lib/localize/values), without a unit.
  if (locale === 'en' && value !== null && hasHan(value)) return valueText(value, locale).text;
  const u = unitDisplay(unit, locale, rate);
  const shown = u.value(value);
  return shown === null ? null : withUnit(shown, u.unit);
}
