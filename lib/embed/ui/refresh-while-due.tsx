'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { nextPollDelay } from '@/lib/calendar/live';

/**
 * Released values appear in the widget without a reload: when a pending
 * release's time comes, the widget asks its own server for a fresh render
 * (same origin), and again every few seconds until it flips, by the
 * calendar's polling rule (lib/calendar/live.ts). Nothing pending: no request.
 */
export function RefreshWhileDue({ pending }: { pending: { released: boolean; publishedAt: string }[] }) {
  const router = useRouter();
  useEffect(() => {
    const delay = nextPollDelay(pending, Date.now());
    if (delay === 0) return;
    const timer = setTimeout(() => router.refresh(), delay);
    return () => clearTimeout(timer);
  }, [pending, router]);
  return null;
}
