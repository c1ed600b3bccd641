import { getTranslations } from 'next-intl/server';
import { PageNotice } from '@/lib/ui/page-notice';
import { Link } from '@/lib/i18n/navigation';

// Rendered inside the locale layout (Next adds noindex and answers 404).
export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <div className="not-found">
      <PageNotice title={t('title')} message={t('message')} />
      <p>
        <Link href="/">{t('home')}</Link>
      </p>
    </div>
  );
}
