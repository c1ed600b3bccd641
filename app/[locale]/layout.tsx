import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CHROME_NAMESPACES, ClientMessages, SITE_CHROME_NAMESPACES } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { SiteFooter } from '@/lib/chrome/site-footer';
import { requestPresentation } from '@/lib/ui/presentation';
import { requestReaderView } from '@/lib/reader/view';
import { ReaderNotices } from '@/lib/reader/ui/reader-notices';
import { FirstVisitZoneScript } from '@/lib/reader/ui/first-visit-zone-script';
import { SoftNavigation } from '@/lib/ui/soft-navigation';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };
/** `chrome`: the site header, a slot of its own (app/[locale]/@chrome/default.tsx). */
type LayoutProps = Props & { chrome: ReactNode };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0f1419' },
  ],
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    title: { template: `%s · ${t('siteName')}`, default: t('siteName') },
    description: t('description'),
    applicationName: t('siteName'),
  };
}

export default async function LocaleLayout({ children, chrome, params }: LayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  // Enable static rendering of the messages. Pages are still rendered per
  // request (request headers are read here), which is what lets Next put the
  // CSP nonce of proxy.ts on its scripts.
  setRequestLocale(locale);
  const [t, look] = await Promise.all([getTranslations('Nav'), requestPresentation()]);
  // Embeds take their state from the URL only: a framed page may get no cookie.
  const view = await requestReaderView(locale, { remembered: look.chrome });
  return (
    <html
      lang={locale}
      data-colors={view.colors}
      data-theme={look.theme ?? undefined}
      data-transparent={look.transparent ? '' : undefined}
      data-embed={look.chrome ? undefined : ''}
    >
      <head>
        {/* A first visit in another zone is reloaded in it before paint; embeds take the zone from the URL only. */}
        {look.chrome ? <FirstVisitZoneScript rendered={view.tz} inUrl={view.tzParam !== null} /> : null}
      </head>
      <body>
        {/* Client leaves under a page get their own namespaces (lib/i18n/client-messages.tsx). */}
        <ClientMessages namespaces={look.chrome ? SITE_CHROME_NAMESPACES : CHROME_NAMESPACES}>
          {look.chrome ? (
            <>
              <a className="skip-link" href="#main">
                {t('skipToContent')}
              </a>
              {chrome}
            </>
          ) : null}
          <main id="main" tabIndex={-1}>
            {/* An embed names a bad `tz` in its own notice (lib/embed/params). */}
            <ReaderNotices view={view} only={look.chrome ? undefined : ['colors']} />
            {children}
          </main>
          {look.chrome ? <SiteFooter /> : null}
        </ClientMessages>
        <SoftNavigation />
      </body>
    </html>
  );
}
