import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/lib/i18n/app-link';
import type { ReaderView } from '@/lib/reader/view';
import { ColorsSwitch } from '@/lib/reader/ui/colors-switch';
import { ZoneDetector } from '@/lib/reader/ui/zone-detector';
import { LocaleSwitcher } from './locale-switcher';
import { NavLinks } from './nav-links';
import { TimeZonePicker } from './time-zone-picker';
import { RemindersPanel } from '@/lib/reminders/ui/panel';

/** Brand, main navigation, language and time-zone choice. */
export async function SiteHeader({ view }: { view: ReaderView & { rememberedZone: boolean } }) {
  const t = await getTranslations('Nav');
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <AppLink href="/" className="brand" aria-label={t('home')}>
          Macrodesk
        </AppLink>
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
          <Suspense fallback={null}>
            <ColorsSwitch current={view.colors} />
          </Suspense>
          {/* Its messages come with the chrome's (app/[locale]/layout.tsx: SITE_CHROME_NAMESPACES). */}
          <RemindersPanel locale={view.locale} tz={view.tz} state={{ tzParam: view.tzParam, colorsParam: view.colorsParam }} />
          <ZoneDetector rendered={view.tz} remembered={view.rememberedZone} inUrl={view.tzParam !== null} />
        </div>
      </div>
    </header>
  );
}
