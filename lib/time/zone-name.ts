import { ZONE_ABBREVIATIONS } from './zone-cities';

/**
 * IANA zone names as readers type them (client and server). Intl accepts names
 * case-insensitively; we keep its canonical spelling so URLs stay stable.
 */
export function canonicalTimeZone(name: string | null | undefined): string | null {
  if (!name || name.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return null;
  // "EST" is an IANA link to America/Panama; a reader typing it means New York (zone-cities.ts).
  const meant = ZONE_ABBREVIATIONS[name.toUpperCase()]?.[0] ?? name;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: meant }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Zones most readers want, listed first in the picker. */
export const COMMON_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Australia/Sydney',
  'UTC',
] as const;

/** Every zone the runtime knows, common ones first. */
export function allTimeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const common = new Set<string>(COMMON_TIME_ZONES);
  return [...COMMON_TIME_ZONES, ...known.filter((z) => !common.has(z))];
}
