'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { KEEP_SCROLL } from '@/lib/i18n/app-link';

/** Whether a click on a link is the reader's plain "follow it here" (not a new tab, a download, another site). */
function followsHere(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  return new URL(link.href).origin === window.location.origin;
}

/**
 * Follows in-app links written as plain markup (lib/i18n/app-link.tsx,
 * marked `data-soft`) inside the app, as next/link would: one listener for
 * the whole page instead of a client component per link. Before it runs, or
 * with scripts off, such a link is an ordinary link.
 */
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-soft]');
      if (!(link instanceof HTMLAnchorElement) || !followsHere(event, link)) return;
      event.preventDefault();
      const url = new URL(link.href);
      router.push(`${url.pathname}${url.search}${url.hash}`, { scroll: link.dataset.soft !== KEEP_SCROLL });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
