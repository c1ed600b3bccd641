import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/routing';
import { PageNotice } from '@/lib/ui/page-notice';

// Rendered inside the locale layout (Next adds noindex and answers 404).
export default async function LocaleNotFound() {
  const [t, locale] = await Promise.all([getTranslations('NotFound'), getLocale()]);
  return (
    <div className="not-found">
      <PageNotice title={t('title')} message={t('message')} href={localePath(locale, '/')} linkLabel={t('home')} />
    </div>
  );
}
