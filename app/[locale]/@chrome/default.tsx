import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import { requestReaderView } from '@/lib/reader/view';
import { SiteHeader } from '@/lib/chrome/site-header';
import { RemindersPanel } from '@/lib/reminders/ui/panel';
import { pushOffReason } from '@/lib/delivery/push/runtime';

type Props = { params: Promise<{ locale: string }> };

/**
 * The site header, as the locale layout's `chrome` slot: every page but the
 * embed widgets (their own `@chrome/embed/…` pages render nothing). A slot of
 * its own, not an import of the layout, so that the header's client code
 * (pickers, reminders, navigation) is no script of an embed: Next loads a
 * layout's client modules on every page under it (docs/performance.md,
 * "First-load JavaScript").
 */
export default async function SiteChrome({ params }: Props) {
  const { locale } = await params;
  // The layout answers 404 for an unknown locale.
  if (!hasLocale(routing.locales, locale)) return null;
  const view = await requestReaderView(locale);
  // The panel's messages come with the chrome's (app/[locale]/layout.tsx: SITE_CHROME_NAMESPACES).
  const reminders = <RemindersPanel locale={view.locale} tz={view.tz} state={{ tzParam: view.tzParam, colorsParam: view.colorsParam }} push={pushOffReason() === null} />;
  return <SiteHeader view={view} reminders={reminders} />;
}
