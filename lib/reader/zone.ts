import { canonicalTimeZone } from '@/lib/time/zone-name';

/** The reader's zone travels in the `tz` query parameter (shareable) and the `tz` cookie (remembered). */
export const TZ_PARAM = 'tz';
export const TZ_COOKIE = 'tz';

/** The first valid zone of: query parameter, cookie (remembered or detected), configured default. */
export function pickTimeZone(param: string | null | undefined, cookie: string | null | undefined, fallback: string): string {
  return canonicalTimeZone(param) ?? canonicalTimeZone(cookie) ?? fallback;
}
