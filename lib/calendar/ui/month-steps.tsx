import { useTranslations } from 'next-intl';
import { AppLink } from '@/lib/i18n/app-link';
import { formatMonth } from '@/lib/time/format';
import { readerHref } from '@/lib/reader/link';
import type { ViewContext } from '../links';
import { monthOf, neighbourMonths, type MonthPeriod } from '../period';
import { PeriodSwitch } from './period-switch';
import { StepNav, type Step } from './step-nav';
import styles from './calendar.module.css';

/** Past/next 30 days shortcuts and previous/next month links (from the 30-day views: around this month). */
export function MonthSteps({ period, today, keep, ctx }: { period: MonthPeriod; today: string; keep: Record<string, string>; ctx: ViewContext }) {
  const t = useTranslations('Calendar');
  const month = period.kind === 'month' ? period.month : monthOf(today);
  const { prev, next } = neighbourMonths(month, today);
  const step = (m: string | null, dir: 'previous' | 'next'): Step | null =>
    m ? { href: readerHref('/calendar/month', { month: m, ...keep }, ctx), text: t(`month.${dir}`), label: t(`month.${dir}Of`, { month: formatMonth(m, ctx.locale) }) } : null;
  const current = period.kind === 'upstream' ? period.range : null;
  return (
    <div className={styles.periodBar}>
      <StepNav label={t('month.stepLabel')} prev={step(prev, 'previous')} next={step(next, 'next')}>
        {period.kind === 'month' ? (
          <span className={styles.stepCurrent}>{formatMonth(month, ctx.locale)}</span>
        ) : (
          <AppLink href={readerHref('/calendar/month', { month, ...keep }, ctx)} className={styles.stepCurrent}>
            {formatMonth(month, ctx.locale)}
          </AppLink>
        )}
      </StepNav>
      <PeriodSwitch
        label={t('month.switch')}
        options={(['past', 'next'] as const).map((r) => ({ label: t('month.title', { range: r }), href: readerHref('/calendar/month', { range: r, ...keep }, ctx), current: current === r }))}
      />
    </div>
  );
}
