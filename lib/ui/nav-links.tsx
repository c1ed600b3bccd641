'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { readerHref } from '@/lib/reader/link';
import { useReaderState } from '@/lib/reader/use-reader-state';

const SECTIONS = [
  { key: 'dashboard', href: '/', owns: (p: string) => p === '/' },
  { key: 'calendar', href: '/calendar', owns: (p: string) => p.startsWith('/calendar') || p.startsWith('/indicators') },
  { key: 'markets', href: '/markets', owns: (p: string) => p.startsWith('/markets') },
  { key: 'news', href: '/news', owns: (p: string) => p.startsWith('/news') },
] as const;

/** Main navigation; marks the current section and carries the reader's `tz` and `colors` along. */
export function NavLinks() {
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const state = useReaderState();
  return (
    <nav className="site-nav" aria-label={t('label')}>
      <ul>
        {SECTIONS.map((s) => {
          const current = s.owns(pathname);
          return (
            <li key={s.key}>
              <Link
                href={readerHref(s.href, {}, state)}
                aria-current={current ? (pathname === s.href ? 'page' : 'true') : undefined}
              >
                {t(s.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
