import { z } from 'zod';

/**
 * Wire records of the tokened calendar family (upstream-api.md sections B, C).
 * "In the tokened family ID, UPDATE_PERIOD, IDX_RELEVANCE, IMPORTANCE and
 * TIME_FLAG are integers; other values are strings."
 */

/**
 * IDX_RELEVANCE: the general conventions say integer, but the economic
 * calendar record table types it `string`; the document contradicts itself,
 * so both an integer and a digit string are accepted here.
 */
export const relevance = z.union([z.number().int(), z.string().regex(/^\s*\d\s*$/)]);

/**
 * Values are strings, "" meaning no value yet; a null is read the same way
 * (DESIGN.md: "empty string and null both mean no value yet") rather than
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
  ID: z.number().int(),
  IDX_ID: z.string(),
  COUNTRY_CN: z.string(),
  IDX_PERIOD: z.string(),
  IDX_PERIOD_STATUS: text,
  IDX_DESC_CN: z.string(),
  PREVIOUS_PRICE: value,
  SURVEY_PRICE: value,
  ACTUAL_PRICE: value,
  REVISED_PRICE: value,
  IDX_RELEVANCE: relevance,
  PUBLISH_TIME: z.string(),
  UNIT: text,
  TITLE: text,
  GT_RES: text,
  LT_RES: text,
}).transform((r) => ({ ...r, shape: 'tokened' as const }));
export type TokenedReleaseRecord = z.infer<typeof tokenedReleaseRecord>;

/** Indicator info record: one object in `data`, not an array. */
export const indicatorInfoRecord = z.object({
  IDX_ID: z.string(),
  PUBLISH_ORG: z.string().optional(),
  PIC_INTERPRET: z.string().optional(),
  PARAGHRASE: z.string().optional(),
  REFERENCE: z.string().optional(),
  UPDATE_PERIOD: z.number().int().optional(),
  PERIOD_DESC: z.string().optional(),
  COUNTRY_CN: z.string(),
  IDX_DESC_CN: z.string(),
  // Listed as a field but "absent from the shown response".
  PUBLISH_TIME: z.string().optional(),
  AFFECT: z.string().optional(),
  IDX_RELEVANCE: z.number().int().optional(),
  UNIT: z.string().optional(),
}).transform((r) => ({ ...r, shape: 'tokened-info' as const }));
export type IndicatorInfoRecord = z.infer<typeof indicatorInfoRecord>;

/** Tokened event record: no ID field at all. */
export const tokenedEventRecord = z.object({
  COUNTRY: z.string(),
  AREA: z.string().optional(),
  EVENT_DESC: z.string(),
  EVENT_TIME: z.string(),
  IMPORTANCE: z.number().int(),
  TIME_FLAG: z.number().int().optional(),
}).transform((r) => ({ ...r, shape: 'tokened-event' as const }));
export type TokenedEventRecord = z.infer<typeof tokenedEventRecord>;
