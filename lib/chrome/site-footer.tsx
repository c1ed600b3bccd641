import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';

/** Where the data comes from; says so plainly when it is the built-in simulator. */
export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const { simulator } = getConfig();
  return (
    <footer className="site-footer">
      <p>{simulator ? t('simulator') : t('source')}</p>
      <p>{t('disclaimer')}</p>
    </footer>
  );
}
