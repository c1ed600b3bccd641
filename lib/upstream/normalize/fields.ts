import { parseWallTime } from '@/lib/time/zones';
import type { Frequency, Importance, UnitRate } from '../types';

/**
 * Field-level readers shared by the normalizers. Pure. A record that cannot
 * be read throws MalformedRecord, which the client reports as a `schema` error.
 */
export class MalformedRecord extends Error {
  /** What is wrong, without the value: the record is dropped and this is logged. */
  constructor(readonly field: string, readonly problem: string) {
    super(`${field} ${problem}`);
    this.name = 'MalformedRecord';
  }
}

/** Trimmed text; "" and null both mean "no value" (docs/design.md "Two families, one model"). */
export function blank(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** IDX_RELEVANCE / IMPORTANCE, integer or digit string, 1..3; anything else is null. */
export function importanceOf(value: string | number | null | undefined): Importance | null {
  const n = typeof value === 'number' ? value : Number(blank(value) ?? NaN);
  return n === 1 || n === 2 || n === 3 ? n : null;
}

const FREQUENCIES: Record<number, Frequency> = { 1: 'daily', 2: 'weekly', 3: 'monthly', 4: 'quarterly', 5: 'yearly' };

/** UPDATE_PERIOD 1-5 (integer in the tokened family, string in the legacy one). */
export function frequencyOf(value: string | number | null | undefined): Frequency | null {
  const n = typeof value === 'number' ? value : Number(blank(value) ?? NaN);
  return FREQUENCIES[n] ?? null;
}

/**
 * A naive `yyyy-MM-dd HH:mm:ss` wall time written in the upstream zone →
 * ISO instant ("Time zone of all timestamp fields: not shown"; we assume
 * UPSTREAM_TIME_ZONE).
 */
export function instantOf(text: string | null | undefined, timeZone: string, field: string): string {
  const at = text ? parseWallTime(text, timeZone) : null;
  if (!at) throw new MalformedRecord(field, `is not a yyyy-MM-dd HH:mm:ss time`);
  return at.toISOString();
}

/** Like instantOf, but an empty value is null rather than an error. */
export function optionalInstantOf(text: string | null | undefined, timeZone: string, field: string): string | null {
  return blank(text) === null ? null : instantOf(text, timeZone, field);
}

/**
 * UNIT_RATE: "an operator and a number such as a multiplication or a
 * division by 10" (`*10`, `/10`). Anything unreadable is null: it is only
 * applied where documented, never guessed.
 */
export function unitRateOf(value: string | null | undefined): UnitRate | null {
  const raw = blank(value);
  const m = raw ? /^([*/xX×÷])\s*(\d+(?:\.\d+)?)$/.exec(raw) : null;
  if (!raw || !m) return null;
  const factor = Number(m[2]);
  if (!(factor > 0)) return null;
  return { op: m[1] === '/' || m[1] === '÷' ? '/' : '*', factor, raw };
}

const HAN_NAME = /\p{Script=Han}/u;

/**
 * An asset list (GT_RES, LT_RES, a slot of legacy Res; docs/upstream.md
 * "Market impact"). Names are split at the separators between names (`,`,
 * `、`, `;`, `/`, `|`, full-width forms included); spaces separate Chinese
 * names (the legacy slots are space-separated lists of them) but are part of
 * a name written in Latin letters ("Crude Oil", "Gold & Silver"), so a run
 * of such words stays one name.
 */
export function assetsOf(value: string | null | undefined): string[] {
  const names: string[] = [];
  for (const part of (value ?? '').split(/[,，、;；/／|｜]+/u)) {
    let latin: string[] = [];
    const flush = () => {
      if (latin.length) names.push(latin.join(' '));
      latin = [];
    };
    for (const word of part.split(/\s+/u).filter(Boolean)) {
      if (HAN_NAME.test(word)) {
        flush();
        names.push(word);
      } else latin.push(word);
    }
    flush();
  }
  return names;
}

/** Epoch counts of unstated unit (QuoteTime, UpdateTime): seconds or milliseconds by magnitude. */
export function epochToIso(value: number): string | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  // 1e11 seconds is the year 5138, 1e11 milliseconds is 1973: a clean divide.
  const ms = value >= 1e11 ? value : value * 1000;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A decimal carried as a string; "" is null, non-numbers are malformed. */
export function decimalOf(value: string | null | undefined, field: string): number | null {
  const text = blank(value);
  if (text === null) return null;
  const n = Number(text);
  if (!Number.isFinite(n)) throw new MalformedRecord(field, `is not a number`);
  return n;
}

export function requiredDecimal(value: string | null | undefined, field: string): number {
  const n = decimalOf(value, field);
  if (n === null) throw new MalformedRecord(field, 'is empty');
  return n;
}
