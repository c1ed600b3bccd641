'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { canonicalTimeZone } from '@/lib/time/zone-name';
import { rememberCookie } from '../remember';

/**
 * The third step of the zone order (docs/design.md "Public URLs"): on a first
 * visit (no remembered zone) the browser's own zone is read with Intl,
 * remembered in the `tz` cookie, and the page re-rendered in it without a
 * full reload. A `tz` in the URL still wins, so then nothing re-renders.
 */
export function ZoneDetector({ rendered, remembered, inUrl }: { rendered: string; remembered: boolean; inUrl: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (remembered) return;
    const zone = canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (!zone) return;
    rememberCookie('tz', zone);
    if (!inUrl && zone !== rendered) router.refresh();
  }, [remembered, inUrl, rendered, router]);
  return null;
}
