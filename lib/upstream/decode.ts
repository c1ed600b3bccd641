import 'server-only';
import type { z } from 'zod';
import { UpstreamError } from './errors';
import { MalformedRecord } from './normalize/fields';

/**
 * Turns an envelope's `data` into domain values: zod per record, then the
 * normalizer. Either failing is a `schema` error naming the record and field.
 */
export function decodeList<S extends z.ZodType, T>(
  operation: string,
  schema: S,
  data: unknown,
  normalize: (record: z.output<S>) => T,
): T[] {
  // An absent list is an empty one (the `empty` answers of the upstream).
  if (data === null || data === undefined) return [];
  if (!Array.isArray(data)) throw new UpstreamError('schema', operation, 'data is not an array');
  return data.map((raw, index) => decodeOne(operation, schema, raw, normalize, `record ${index}`));
}

export function decodeOne<S extends z.ZodType, T>(
  operation: string,
  schema: S,
  raw: unknown,
  normalize: (record: z.output<S>) => T,
  label = 'record',
): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UpstreamError('schema', operation, `${label}: ${issue.path.join('.') || 'value'} ${issue.message}`);
  }
  try {
    return normalize(parsed.data);
  } catch (error) {
    if (error instanceof MalformedRecord) throw new UpstreamError('schema', operation, `${label}: ${error.message}`);
    throw error;
  }
}

/** Operations that answer with one record: `null`, `{}` or an empty array mean an unknown id. */
export function singleRecord(operation: string, data: unknown, what: string): unknown {
  const record = Array.isArray(data) ? data[0] : data;
  const empty = record === null || record === undefined || (typeof record === 'object' && Object.keys(record).length === 0);
  if (empty) throw new UpstreamError('not-found', operation, `${what} not found`);
  return record;
}
