'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { localePath, routing } from '@/lib/i18n/routing';
import { useAppPathname } from './use-app-pathname';

/**
 * Links to the same view in the other languages. Plain links keep the path
 * and the whole query string (the view's state) and work without JavaScript.
 */
export function LocaleSwitcher() {
  const t = useTranslations('LocaleSwitcher');
  const current = useLocale();
  const pathname = useAppPathname();
  const query = useSearchParams().toString();
  const suffix = `${pathname}${query ? `?${query}` : ''}`;
  return (
    <nav className="locale-switcher" aria-label={t('label')}>
      <ul>
        {routing.locales.map((locale) => (
          <li key={locale}>
            <a
              href={localePath(locale, suffix)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
            >
              {t(locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
