'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/lib/i18n/navigation';

const SECTIONS = [
  { key: 'dashboard', href: '/', owns: (p: string) => p === '/' },
  { key: 'calendar', href: '/calendar', owns: (p: string) => p.startsWith('/calendar') || p.startsWith('/indicators') },
  { key: 'markets', href: '/markets', owns: (p: string) => p.startsWith('/markets') },
  { key: 'news', href: '/news', owns: (p: string) => p.startsWith('/news') },
] as const;

/** Main navigation; marks the current section and carries the reader's `tz` along. */
export function NavLinks() {
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const tz = useSearchParams().get('tz');
  const query = tz ? `?${new URLSearchParams({ tz })}` : '';
  return (
    <nav className="site-nav" aria-label={t('label')}>
      <ul>
        {SECTIONS.map((s) => {
          const current = s.owns(pathname);
          return (
            <li key={s.key}>
              <Link
                href={`${s.href}${query}`}
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
