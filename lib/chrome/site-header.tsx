import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/lib/i18n/app-link';
import type { ReaderView } from '@/lib/reader/view';
import { ColorsSwitch } from '@/lib/reader/ui/colors-switch';
import { LocaleSwitcher } from './locale-switcher';
import { NavLinks } from './nav-links';
import { TimeZonePicker } from './time-zone-picker';
import { IndicatorSearch } from './indicator-search';

/**
 * Brand, main navigation, language and time-zone choice. The reader's settings
 * sit in a <details> "Settings" menu: on a phone it folds them away so the
 * header stays two rows (docs/design.md, "Quality bar": reads well on a phone);
 * on a wide screen app/globals.css shows them inline and hides the summary.
 * No script is needed to open it (nav-links.tsx closes it after a navigation).
 * `reminders`: the reminders panel, given by the layout (the chrome imports no
 * feature; docs/architecture.md, "Layers").
 */
export async function SiteHeader({ view, reminders }: { view: ReaderView & { rememberedZone: boolean }; reminders: ReactNode }) {
  const [t, menu] = await Promise.all([getTranslations('Nav'), getTranslations('SiteMenu')]);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <AppLink href="/" className="brand" aria-label={t('home')}>
          Macrodesk
        </AppLink>
        <Suspense fallback={null}>
          <NavLinks />
        </Suspense>
        <details className="site-menu" data-site-menu="" data-testid="site-menu">
          <summary>
            <svg className="site-menu-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M1 4h14M1 12h14" stroke="currentColor" strokeWidth="1.5" fill="none" />
              <circle cx="5" cy="4" r="2" stroke="currentColor" strokeWidth="1.5" />
              <circle cx="11" cy="12" r="2" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            {menu('summary')}
          </summary>
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
            {reminders}
            <IndicatorSearch />
          </div>
        </details>
      </div>
    </header>
  );
}
