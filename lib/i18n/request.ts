import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // No message formats a date: every time is written by lib/time/format in
    // the reader's zone. Naming a zone spares next-intl reading the process's
    // own (a new Intl.DateTimeFormat in every request, ~3 % of a render).
    timeZone: 'UTC',
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
