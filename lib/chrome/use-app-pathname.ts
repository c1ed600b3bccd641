import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';

/**
 * The page's path without its locale prefix (`/calendar`, `/` for the
 * locale's home), as next-intl's navigation `usePathname` gives it, for client
 * leaves that build links with AppLink (lib/i18n/app-link.tsx): without
 * next-intl's navigation module, whose Link and router weigh some 4 kB gzip
 * in every page's scripts (docs/performance.md, "First-load JavaScript").
 */
export function useAppPathname(): string {
  const pathname = usePathname();
  const prefix = `/${useLocale()}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}
