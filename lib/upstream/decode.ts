import 'server-only';
import type { z } from 'zod';
import { UpstreamError } from './errors';
import { logUnreadRecord } from './log';
import { MalformedRecord } from './normalize/fields';
import type { Result } from '@/lib/result';

/** A list answer: the records that could be read, and how many could not. */
export interface Decoded<T> {
  items: T[];
  unread: number;
}

/**
 * Turns an envelope's `data` into domain values, record by record (docs/design.md
 * "One record, one failure"): a record that fails its zod schema or its
 * normalizer is dropped, counted and logged (operation and field, never a
 * value); the others are kept. Only a `data` that is no list at all fails
 * the answer.
 */
export function decodeRecords<S extends z.ZodType, T>(
  operation: string,
  schema: S,
  data: unknown,
  normalize: (record: z.output<S>) => T,
): Decoded<T> {
  // An absent list is an empty one (the `empty` answers of the upstream).
  if (data === null || data === undefined) return { items: [], unread: 0 };
  if (!Array.isArray(data)) throw new UpstreamError('schema', operation, 'data is not an array');
  const items: T[] = [];
  let unread = 0;
  data.forEach((raw, index) => {
    const read = readRecord(schema, raw, normalize);
    if (read.ok) items.push(read.value);
    else {
      unread++;
      logUnreadRecord(operation, index, read.field, read.problem);
    }
  });
  return { items, unread };
}

type Read<T> = Result<T, { field: string; problem: string }>;

function readRecord<S extends z.ZodType, T>(schema: S, raw: unknown, normalize: (record: z.output<S>) => T): Read<T> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // zod's issue messages name the expected type, never the value received.
    return { ok: false, field: issue?.path.join('.') || 'record', problem: issue?.message ?? 'invalid' };
  }
  try {
    return { ok: true, value: normalize(parsed.data) };
  } catch (error) {
    if (error instanceof MalformedRecord) return { ok: false, field: error.field, problem: error.problem };
    throw error;
  }
}

/** One-record answers (indicator info, details, an article): an unreadable record fails the answer. */
export function decodeOne<S extends z.ZodType, T>(
  operation: string,
  schema: S,
  raw: unknown,
  normalize: (record: z.output<S>) => T,
  label = 'record',
): T {
  const read = readRecord(schema, raw, normalize);
  if (!read.ok) throw new UpstreamError('schema', operation, `${label}: ${read.field} ${read.problem}`);
  return read.value;
}

/** Operations that answer with one record: `null`, `{}` or an empty array mean an unknown id. */
export function singleRecord(operation: string, data: unknown, what: string): unknown {
  const record = Array.isArray(data) ? data[0] : data;
  const empty = record === null || record === undefined || (typeof record === 'object' && Object.keys(record).length === 0);
  if (empty) throw new UpstreamError('not-found', operation, `${what} not found`);
  return record;
}
