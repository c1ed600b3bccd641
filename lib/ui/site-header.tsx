import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { readerTimeZone } from '@/lib/time/reader';
import { LocaleSwitcher } from './locale-switcher';
import { NavLinks } from './nav-links';
import { TimeZonePicker } from './time-zone-picker';

/** Brand, main navigation, language and time-zone choice. */
export async function SiteHeader() {
  const t = await getTranslations('Nav');
  // Layouts get no search params: the cookie (or the default) seeds the picker; it reads `tz` from the URL itself.
  const zone = await readerTimeZone();
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
            <TimeZonePicker current={zone} />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
