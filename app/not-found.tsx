import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { localesByPreference } from '@/lib/i18n/negotiate';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { ALL_MESSAGES as MESSAGES } from '@/lib/i18n/all-messages';

// Paths outside any locale (such as /xx/): the locale is unknown, so the
// notice is given in all three languages, the reader's preferred one first.
const NOTICES = (locale: Locale) => MESSAGES[locale].NotFound;
const NAMES = (locale: Locale) => MESSAGES[locale].LocaleSwitcher[locale];

export const metadata: Metadata = {
  title: `${MESSAGES.en.NotFound.title} · ${MESSAGES['zh-CN'].NotFound.title} · ${MESSAGES['zh-TW'].NotFound.title}`,
};

export default async function RootNotFound() {
  const order = localesByPreference((await headers()).get('accept-language'));
  return (
    <html lang={order[0]}>
      <body>
        <main id="main" className="not-found global-not-found">
          {order.map((locale, i) => {
            // One h1 (the preferred language); the other notices are its translations.
            const Heading = i === 0 ? 'h1' : 'h2';
            return (
              <section key={locale} lang={locale} aria-labelledby={`nf-${locale}`}>
                <Heading id={`nf-${locale}`}>{NOTICES(locale).title}</Heading>
                <p>{NOTICES(locale).unknownLocale}</p>
              </section>
            );
          })}
          <ul className="locale-homes">
            {order.map((locale) => (
              <li key={locale}>
                <a href={localePath(locale, '/')} hrefLang={locale} lang={locale}>
                  {NAMES(locale)}: {NOTICES(locale).home}
                </a>
              </li>
            ))}
          </ul>
        </main>
      </body>
    </html>
  );
}
