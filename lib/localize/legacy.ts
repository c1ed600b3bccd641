import type { ImpactRule } from '@/lib/upstream/types';
import { isKnownBaseUnit } from './base-units';
import { assetName } from './assets';
import { countryNameIn } from './countries';
import { hasHan, type LocalizedEvent, type LocalizedRelease, type TextField } from './marks';
import { holidayEn, periodEn, treasuryEn } from './patterns';
import { placeEn } from './places';
import { parseUnit, sameUnit } from './units';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The legacy family's records in the reader's language. Pure: the names the
 * tokened family gives an indicator (joined by IDX_ID) and the Traditional
 * converter come in as arguments, so the rules are tested without a server.
 */

/** What the tokened family's indicator info says of an indicator, in the page's variant. */
export interface IndicatorNames {
  name: string;
  country: string;
  unit: string;
}

export type ToTraditional = (text: string) => string;

/** One text field: a translation, or the original (converted for zh-TW) and marked. */
class Fields {
  readonly original: TextField[] = [];
  constructor(private readonly locale: Locale, private readonly tw: ToTraditional) {}

  text(field: TextField, original: string, translated: string | null | undefined): string {
    if (translated) return translated;
    if (this.locale === 'zh-TW') return this.tw(original);
    if (this.locale === 'en' && hasHan(original)) this.original.push(field);
    return original;
  }

  marks(): { original?: TextField[] } {
    return this.original.length ? { original: this.original } : {};
  }
}

function unitIn(unit: string, locale: Locale): string | null {
  if (locale !== 'en' || !hasHan(unit)) return null;
  // English rows scale the multiplier and translate the base from one table: known bases are not "original".
  const base = parseUnit(unit).base;
  return !base || isKnownBaseUnit(base) ? unit : null;
}

/**
 * The row's unit in the reader's language: the indicator info's, when it is
 * the same unit as the record's (a record's figures are in its own unit; the
 * info's may be another, docs/upstream.md "Whose unit a value is in"), else
 * the record's own, translated where the base-unit table can.
 */
function unitNamed(r: LocalizedRelease, names: IndicatorNames | null, locale: Locale): string | null {
  if (names?.unit && sameUnit(r.unit, names.unit)) return names.unit;
  return unitIn(r.unit, locale);
}

function impactIn(impact: ImpactRule, locale: Locale, f: Fields): ImpactRule {
  const assets = (list: string[]) => list.map((a) => assetName(a, locale) ?? (locale === 'zh-TW' ? f.text('assets', a, null) : a));
  const out = { bullishIfAbove: assets(impact.bullishIfAbove), bearishIfAbove: assets(impact.bearishIfAbove), note: impact.note === null ? null : f.text('note', impact.note, null) };
  if (locale === 'en' && [...out.bullishIfAbove, ...out.bearishIfAbove].some(hasHan)) f.original.push('assets');
  return out;
}

/**
 * A legacy release for the reader: names from the tokened family (`names`,
 * null when the join found none), countries from the one table, periods from
 * the pattern catalogue; whatever is left stays original and is marked
 * (en) or is converted to Traditional (zh-TW). zh-CN readers read the legacy
 * text as it is.
 */
export function localizeLegacyRelease(r: LocalizedRelease, locale: Locale, names: IndicatorNames | null, tw: ToTraditional): LocalizedRelease {
  if (locale === 'zh-CN' || r.source !== 'legacy') return r;
  const f = new Fields(locale, tw);
  const country = countryNameIn(r.countryEn ?? r.country, locale) ?? (names?.country || null);
  return {
    ...r,
    title: f.text('title', r.title, names?.name),
    description: f.text('description', r.description, names?.name),
    country: f.text('country', r.country, country),
    period: f.text('period', r.period, locale === 'en' ? periodEn(r.period) : null),
    unit: f.text('unit', r.unit, unitNamed(r, names, locale)),
    impact: impactIn(r.impact, locale, f),
    ...f.marks(),
  };
}

/** A legacy event (holiday, treasury issuance, economic event) for the reader. */
export function localizeLegacyEvent(e: LocalizedEvent, locale: Locale, tw: ToTraditional): LocalizedEvent {
  if (locale === 'zh-CN' || e.source !== 'legacy') return e;
  const f = new Fields(locale, tw);
  const en = locale === 'en';
  const description = en ? (e.kind === 'holiday' ? holidayEn(e.description) : treasuryEn(e.description) ?? holidayEn(e.description)) : null;
  return {
    ...e,
    country: f.text('country', e.country, countryNameIn(e.country, locale)),
    area: e.area === null ? null : f.text('area', e.area, en ? placeEn(e.area) : null),
    description: f.text('description', e.description, description),
    ...f.marks(),
  };
}
