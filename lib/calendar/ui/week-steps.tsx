import { useTranslations } from 'next-intl';
import { readerHref } from '@/lib/reader/link';
import type { ViewContext } from '../links';
import { isoWeekFromToday, isoWeekOfPeriod, neighbourWeeks, type WeekPeriod } from '../period';
import { PeriodSwitch } from './period-switch';
import { StepNav, type Step } from './step-nav';
import styles from './calendar.module.css';

/** This/next week shortcuts and previous/next week links from whatever week is shown. */
export function WeekSteps({ period, today, keep, ctx }: { period: WeekPeriod; today: string; keep: Record<string, string>; ctx: ViewContext }) {
  const t = useTranslations('Calendar');
  const week = isoWeekOfPeriod(period, today);
  const { prev, next } = neighbourWeeks(week, today);
  // The neighbours of this week are named as the upstream's own weeks where they are one.
  const param = (w: string) => (w === isoWeekFromToday(today, 0) ? 'this' : w === isoWeekFromToday(today, 1) ? 'next' : w);
  const step = (w: string | null, dir: 'previous' | 'next'): Step | null =>
    w ? { href: readerHref('/calendar/week', { week: param(w), ...keep }, ctx), text: t(`week.${dir}`), label: t(`week.${dir}Of`, { week: w }) } : null;
  const current = period.kind === 'upstream' ? period.week : null;
  return (
    <div className={styles.periodBar}>
      <StepNav label={t('week.stepLabel')} prev={step(prev, 'previous')} next={step(next, 'next')}>
        <span className={styles.stepCurrent}>{week}</span>
      </StepNav>
      <PeriodSwitch
        label={t('week.switch')}
        options={(['this', 'next'] as const).map((w) => ({ label: t('week.title', { week: w }), href: readerHref('/calendar/week', { week: w, ...keep }, ctx), current: current === w }))}
      />
    </div>
  );
}
