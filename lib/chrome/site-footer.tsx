import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { AppLink } from '@/lib/i18n/app-link';

/** Where the data comes from (plainly when it is the built-in simulator), and the pages for developers and embedders. */
export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const { simulator } = getConfig();
  return (
    <footer className="site-footer">
      <nav aria-label={t('linksLabel')}>
        <AppLink href="/developers">{t('developers')}</AppLink>
        {' · '}
        <AppLink href="/embed">{t('embed')}</AppLink>
      </nav>
      <p>{simulator ? t('simulator') : t('source')}</p>
      <p>{t('disclaimer')}</p>
    </footer>
  );
}
