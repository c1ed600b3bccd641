import { z } from 'zod';
import { indicatorId, integer, looseInteger } from './calendar';

/**
 * Wire records of the legacy family (docs/upstream.md section A): "every value
 * is a JSON string except where null is shown". Numeric values may also be
 * null ("null also occurs in the legacy family"), so value fields are nullable.
 * Outputs are tagged with `shape` (see wire/calendar.ts).
 */
const value = z.string().nullish();
const text = z.string().nullish();

/** Calendar list record (`/Calendar/lists/d/{d}`). */
export const legacyListRecord = z.object({
  // "indicator id": the key of Calendar Details, short, unlike IDX_ID (docs/upstream.md, "Beyond the document").
  ID: integer,
  RECORD_ID: integer.nullish(),
  IDX_ID: indicatorId,
  PUBLISH_TIME: z.string(),
  UPDATE_TIME: text,
  PUBLISH_ORG: text,
  UPDATE_PERIOD: looseInteger,
  AFFECT: text,
  TITLE: text,
  IDX_PERIOD: text,
  IDX_DESC_CN: z.string(),
  UNIT: text,
  COUNTRY_CN: z.string(),
  IDX_RELEVANCE: looseInteger,
  PREVIOUS_PRICE: value,
  SURVEY_PRICE: value,
  ACTUAL_PRICE: value,
  STATUS: integer,
  // `||` when empty; structure of non-empty content "not shown".
  Res: text,
}).transform((r) => ({ ...r, shape: 'legacy-list' as const }));
export type LegacyListRecord = z.infer<typeof legacyListRecord>;

/** Calendar detail record (`/Calendar/detail/id/{id}`). */
export const legacyDetailRecord = z.object({
  IDX_ID: indicatorId,
  // The field list spells it PIC_INTERPRE; responses carry PIC_INTERPRET. Accept both.
  PIC_INTERPRET: text,
  PIC_INTERPRE: text,
  COUNTRY_CN: z.string(),
  IDX_DESC_CN: z.string(),
  PUBLISH_ORG: text,
  UPDATE_PERIOD: looseInteger,
  PARAGHRASE: text,
  UNIT: text,
  UNIT_RATE: text,
  KEY_WORD: text,
}).transform((r) => ({ ...r, shape: 'legacy-detail' as const }));
export type LegacyDetailRecord = z.infer<typeof legacyDetailRecord>;

/** Legacy event record (holiday / issuance / event). */
export const legacyEventRecord = z.object({
  ID: integer,
  COUNTRY: z.string(),
  AREA: text,
  EVENT_DESC: z.string(),
  EVENT_TIME: z.string(),
  IMPORTANCE: looseInteger,
  // "currently has no function".
  TIME_FLAG: looseInteger,
  UPDATE_TIME: text,
}).transform((r) => ({ ...r, shape: 'legacy-event' as const }));
export type LegacyEventRecord = z.infer<typeof legacyEventRecord>;

/** U.S. data record (`usaData`) and weekly calendar record (`ecweek`). */
export const legacyUsRecord = z.object({
  ID: integer,
  STATUS: integer,
  IDX_PID: looseInteger,
  IDX_PERIOD: text,
  IDX_ID: indicatorId,
  PUBLISH_TIME: z.string(),
  UNKNOWN: text,
  COUNTRY: text,
  COUNTRY_CN: z.string(),
  IDX_DESC_CN: z.string(),
  PREVIOUS_PRICE: value,
  ACTUAL_PRICE: value,
  // The field list names it SURPLUS_PRICE; responses carry SURVEY_PRICE. Accept both.
  SURVEY_PRICE: value,
  SURPLUS_PRICE: value,
  GT_RES: text,
  LT_RES: text,
  REVISED_PRICE: value,
  UNIT: text,
  UNIT_RATE: text,
  IDX_RELEVANCE: looseInteger,
  // U.S. data record only.
  next_publish_time: text,
}).transform((r) => ({ ...r, shape: 'legacy-us' as const }));
export type LegacyUsRecord = z.infer<typeof legacyUsRecord>;
