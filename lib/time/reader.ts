import 'server-only';
import { cookies } from 'next/headers';
import { getConfig } from '@/lib/config';
import { canonicalTimeZone } from './zone-name';

/** The reader's zone travels in the `tz` query parameter (shareable) and the `tz` cookie (remembered). */
export const TZ_PARAM = 'tz';
export const TZ_COOKIE = 'tz';

export type SearchParamsLike = Record<string, string | string[] | undefined> | URLSearchParams;

function paramOf(params: SearchParamsLike | undefined, name: string): string | undefined {
  if (!params) return undefined;
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The first valid zone of: query parameter, cookie, configured default. */
export function pickTimeZone(param: string | undefined, cookie: string | undefined, fallback: string): string {
  return canonicalTimeZone(param) ?? canonicalTimeZone(cookie) ?? fallback;
}

/**
 * The zone pages display in: `tz` query parameter if it is a valid IANA
 * zone, else the `tz` cookie, else DEFAULT_TIME_ZONE. Accepts Next 16's
 * searchParams promise as well as resolved params.
 */
export async function readerTimeZone(searchParams?: SearchParamsLike | Promise<SearchParamsLike>): Promise<string> {
  const params = await searchParams;
  const jar = await cookies();
  return pickTimeZone(paramOf(params, TZ_PARAM), jar.get(TZ_COOKIE)?.value, getConfig().defaultTimeZone);
}

/** The `tz` query value to append to links, or null when the reader did not choose one in the URL. */
export async function readerTimeZoneParam(searchParams?: SearchParamsLike | Promise<SearchParamsLike>): Promise<string | null> {
  return canonicalTimeZone(paramOf(await searchParams, TZ_PARAM));
}
