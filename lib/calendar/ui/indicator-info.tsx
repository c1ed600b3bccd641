import { useLocale, useTranslations } from 'next-intl';
import { hasHan } from '@/lib/localize/marks';
import { isIdentityRate, rateMessage, unitDisplay } from '@/lib/localize/units';
import { OriginalText } from '@/lib/localize/ui/original-text';
import { Importance } from '@/lib/ui/importance';
import type { Indicator } from '@/lib/upstream/types';
import styles from './calendar.module.css';

function Field({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className={styles.field} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The tokened indicator info; `legacy` adds what only the legacy Calendar Details has. */
export function IndicatorInfo({ indicator: i, legacy }: { indicator: Indicator; legacy: Indicator | null }) {
  const t = useTranslations('Indicator');
  const words = useTranslations('Localize');
  // Legacy Calendar Details is Chinese only: English readers see its keywords marked as the original.
  const locale = useLocale();
  const english = locale === 'en';
  // The unit as the rows and history write it: English values are rescaled from 万/亿 (the source's own unit follows).
  const unit = unitDisplay(i.unit, locale);
  const unitShown = unit.scaled ? t('unitScaled', { unit: unit.unit, source: i.unit }) : unit.unit;
  const rate = legacy?.unitRate && !isIdentityRate(legacy.unitRate) ? legacy.unitRate : null;
  const frequency = i.frequencyText ?? (i.frequency ? t(`frequency.${i.frequency}`) : null);
  // The legacy family is Chinese: what it fills in is marked so.
  const fromLegacy = (own: string | null, extra: string | null | undefined) =>
    own || !extra ? own : <span lang="zh-CN" data-source="legacy">{extra}</span>;
  return (
    <>
      <dl className={styles.fields}>
        <Field label={t('country')} value={i.country} />
        <Field label={t('publisher')} value={fromLegacy(i.publisher, legacy?.publisher)} testId="publisher" />
        <Field label={t('frequencyLabel')} value={frequency} />
        <Field label={t('importance')} value={i.importance ? <Importance level={i.importance} /> : null} />
        <Field label={t('unit')} value={unitShown} testId="unit" />
        <Field label={t('interpretation')} value={i.interpretation} testId="interpretation" />
        <Field label={t('chartNotes')} value={i.chartNotes} />
        <Field label={t('marketImpact')} value={fromLegacy(i.marketImpact, legacy?.marketImpact)} testId="market-impact" />
        <Field label={t('reference')} value={i.reference} />
      </dl>
      {legacy && (legacy.keywords || rate) ? (
        <section aria-labelledby="legacy-extra" className={styles.legacyExtra} data-testid="legacy-extra">
          <h3 id="legacy-extra">{t('legacyExtra')}</h3>
          <dl className={styles.fields}>
            <Field label={t('keywords')} value={legacy.keywords ? <OriginalText text={legacy.keywords} original={english && hasHan(legacy.keywords)} /> : null} />
            {/* UNIT_RATE in words ("published in units of 10,000"); "*1" changes nothing and is not shown. */}
            <Field label={t('unitRatio')} value={rate ? words(rateMessage(rate, unitDisplay(legacy.unit || i.unit, locale, rate).scaled), { factor: rate.factor }) : null} testId="unit-ratio" />
          </dl>
        </section>
      ) : null}
    </>
  );
}
