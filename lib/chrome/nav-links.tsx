'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { AppLink } from '@/lib/i18n/app-link';
import { readerHref } from '@/lib/reader/link';
import { useReaderState } from '@/lib/reader/use-reader-state';
import { useAppPathname } from './use-app-pathname';

const SECTIONS = [
  { key: 'dashboard', href: '/', owns: (p: string) => p === '/' },
  { key: 'calendar', href: '/calendar', owns: (p: string) => p.startsWith('/calendar') || p.startsWith('/indicators') },
  { key: 'markets', href: '/markets', owns: (p: string) => p.startsWith('/markets') },
  { key: 'news', href: '/news', owns: (p: string) => p.startsWith('/news') },
] as const;

/**
 * The header's settings menu (site-header.tsx) stays open across a navigation
 * inside the app, where it would cover the new page: close it once the URL
 * changes (a section followed, a zone chosen), and give its button the focus
 * when the focus was inside it or was lost (the zone picker's matches are gone
 * by then, with the one that was chosen).
 */
function useSettingsMenuClosedOnNavigation(url: string) {
  const nav = useRef<HTMLElement>(null);
  const shown = useRef(url);
  useEffect(() => {
    if (shown.current === url) return;
    shown.current = url;
    const menu = nav.current?.closest('header')?.querySelector<HTMLDetailsElement>('details[data-site-menu]');
    if (!menu?.open) return;
    const active = document.activeElement;
    const hadFocus = !active || active === document.body || menu.contains(active);
    menu.open = false;
    if (hadFocus) menu.querySelector('summary')?.focus({ preventScroll: true });
  }, [url]);
  return nav;
}

/** Main navigation; marks the current section and carries the reader's `tz` and `colors` along. */
export function NavLinks() {
  const t = useTranslations('Nav');
  const pathname = useAppPathname();
  const state = useReaderState();
  const nav = useSettingsMenuClosedOnNavigation(`${pathname}?${useSearchParams().toString()}`);
  return (
    <nav className="site-nav" aria-label={t('label')} ref={nav}>
      <ul>
        {SECTIONS.map((s) => {
          const current = s.owns(pathname);
          return (
            <li key={s.key}>
              {/* A plain link, followed in the app by the page's SoftNavigation. */}
              <AppLink href={readerHref(s.href, {}, state)} aria-current={current ? (pathname === s.href ? 'page' : 'true') : undefined}>
                {t(s.key)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
