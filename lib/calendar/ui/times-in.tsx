import { useTranslations } from 'next-intl';
import { zoneOffsetLabel } from '@/lib/time/format';

/** "Times in Asia/Shanghai (GMT+8)": whose clock the page shows. */
export function TimesIn({ tz }: { tz: string }) {
  const t = useTranslations('Calendar');
  return <span data-testid="times-in">{t('timesIn', { zone: tz, offset: zoneOffsetLabel(tz) })}</span>;
}
