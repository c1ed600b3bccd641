import { z } from 'zod';

/**
 * Wire records of the tokened calendar family (docs/upstream.md sections B, C).
 * "In the tokened family ID, UPDATE_PERIOD, IDX_RELEVANCE, IMPORTANCE and
 * TIME_FLAG are integers; other values are strings."
 */

/**
 * The integer fields (ID, UPDATE_PERIOD, IDX_RELEVANCE, IMPORTANCE,
 * TIME_FLAG): the general conventions say integer, but the record tables and
 * the vendor's own sample carry IDX_RELEVANCE as "1" (docs/upstream.md, "Beyond the document"). The
 * document contradicts itself, so both readings are accepted, as a string.
 */
export const integer = z
  .union([z.number().int(), z.string().regex(/^\s*-?\d+\s*$/, 'is not an integer')])
  .transform((v) => String(v).trim());

/**
 * Importance and frequency may also be missing or out of their scale: the
 * normalizer reads them as unknown (null) instead of dropping the record.
 */
export const looseInteger = z.union([z.number(), z.string()]).nullish().transform((v) => (v === null || v === undefined ? null : String(v).trim()));

/**
 * IDX_ID: "numeric digits in a string", 18 digits in the vendor's samples:
 * larger than a safe integer, so a number is never accepted for it.
 */
export const indicatorId = z.string().regex(/^\s*\d{1,24}\s*$/, 'is not a digit string');

/**
 * Values are strings, "" meaning no value yet; a null is read the same way
 * (docs/design.md: "empty string and null both mean no value yet") rather than
 * failing a whole day, while any other type is still a schema error.
 */
const value = z.string().nullish();
const text = z.string().nullish();

/**
 * Economic calendar record (daily, weekly, monthly). Every record schema tags
 * its output with `shape`, so normalizers tell the families apart by type,
 * not by guessing from which keys happen to be present.
 */
export const tokenedReleaseRecord = z.object({
  ID: integer,
  IDX_ID: indicatorId,
  COUNTRY_CN: z.string(),
  IDX_PERIOD: text,
  IDX_PERIOD_STATUS: text,
  IDX_DESC_CN: z.string(),
  PREVIOUS_PRICE: value,
  SURVEY_PRICE: value,
  ACTUAL_PRICE: value,
  REVISED_PRICE: value,
  IDX_RELEVANCE: looseInteger,
  PUBLISH_TIME: z.string(),
  UNIT: text,
  TITLE: text,
  GT_RES: text,
  LT_RES: text,
  // Not in the record table; read where present (the legacy weekly record has them).
  IDX_PID: looseInteger,
  UNIT_RATE: text,
}).transform((r) => ({ ...r, shape: 'tokened' as const }));
export type TokenedReleaseRecord = z.infer<typeof tokenedReleaseRecord>;

/** Indicator info record: one object in `data`, not an array. */
export const indicatorInfoRecord = z.object({
  IDX_ID: indicatorId,
  PUBLISH_ORG: z.string().optional(),
  PIC_INTERPRET: z.string().optional(),
  PARAGHRASE: z.string().optional(),
  REFERENCE: z.string().optional(),
  UPDATE_PERIOD: looseInteger,
  PERIOD_DESC: z.string().optional(),
  COUNTRY_CN: z.string(),
  IDX_DESC_CN: z.string(),
  // Listed as a field but "absent from the shown response".
  PUBLISH_TIME: z.string().optional(),
  AFFECT: z.string().optional(),
  IDX_RELEVANCE: looseInteger,
  UNIT: z.string().optional(),
}).transform((r) => ({ ...r, shape: 'tokened-info' as const }));
export type IndicatorInfoRecord = z.infer<typeof indicatorInfoRecord>;

/** Tokened event record: no ID field at all. */
export const tokenedEventRecord = z.object({
  COUNTRY: z.string(),
  AREA: z.string().optional(),
  EVENT_DESC: z.string(),
  EVENT_TIME: z.string(),
  IMPORTANCE: looseInteger,
  TIME_FLAG: looseInteger,
}).transform((r) => ({ ...r, shape: 'tokened-event' as const }));
export type TokenedEventRecord = z.infer<typeof tokenedEventRecord>;
