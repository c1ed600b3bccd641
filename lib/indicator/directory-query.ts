import { first, type SearchParams } from '@/lib/reader/query';
import { isCategory, type Category } from '@/lib/release/category';
import type { Result } from '@/lib/result';
import { MAX_QUERY, type DirectoryQuery } from './directory';

/**
 * `q` (at most MAX_QUERY characters, no control characters), `category` and
 * `country` (a country code such as US or EU, as the calendar's filters write
 * them) of the directory; anything else is refused, never searched.
 */
export function directoryQuery(params: SearchParams): Result<DirectoryQuery, { problem: 'q' | 'category' | 'country' }> {
  const q = (first(params, 'q') ?? '').trim();
  if (q.length > MAX_QUERY || /[\u0000-\u001f]/.test(q)) return { ok: false, problem: 'q' };
  const given = first(params, 'category') ?? '';
  if (given !== '' && !isCategory(given)) return { ok: false, problem: 'category' };
  const country = (first(params, 'country') ?? '').trim();
  if (country !== '' && !/^[A-Z]{2}$/.test(country)) return { ok: false, problem: 'country' };
  return { ok: true, value: { q, category: given === '' ? null : (given as Category), country: country || null } };
}
