import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/routing';

/**
 * A search for an indicator by name, in any of the three languages: a plain
 * GET form to the indicators directory (app/[locale]/indicators), which needs
 * no script. In the header's settings menu, so a phone keeps it folded.
 */
export async function IndicatorSearch() {
  const [t, locale] = await Promise.all([getTranslations('IndicatorDirectory'), getLocale()]);
  return (
    <form method="get" action={localePath(locale, '/indicators')} role="search" className="header-search" data-testid="header-search">
      <label htmlFor="header-search-q" className="visually-hidden">
        {t('headerSearch')}
      </label>
      <input id="header-search-q" type="search" name="q" maxLength={100} placeholder={t('headerSearch')} autoComplete="off" required />
      <button type="submit">{t('headerSearchGo')}</button>
    </form>
  );
}
