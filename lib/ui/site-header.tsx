import { Suspense } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { isLocale, routing } from '@/lib/i18n/routing';
import { requestReaderView } from '@/lib/reader/view';
import { LocaleSwitcher } from './locale-switcher';
import { NavLinks } from './nav-links';
import { TimeZonePicker } from './time-zone-picker';

/** Brand, main navigation, language and time-zone choice. */
export async function SiteHeader() {
  const t = await getTranslations('Nav');
  const locale = await getLocale();
  const view = await requestReaderView(isLocale(locale) ? locale : routing.defaultLocale);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="brand" aria-label={t('home')}>
          Macrodesk
        </Link>
        <Suspense fallback={null}>
          <NavLinks />
        </Suspense>
        <div className="site-tools">
          <Suspense fallback={null}>
            <LocaleSwitcher />
          </Suspense>
          <Suspense fallback={null}>
            <TimeZonePicker current={view.tz} />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
