'use client';

import { useTranslations } from 'next-intl';
import { COMMON_TIME_ZONES } from '@/lib/time/zone-name';
import type { Importance, CandleInterval } from '@/lib/upstream/types';
import type { BuilderState } from '../builder-state';
import { LIMITS, MAX_LIMIT, THEMES, WIDGETS, type WidgetKind } from '../params';
import styles from './builder.module.css';

const LOCALES = ['zh-CN', 'en', 'zh-TW'] as const;
const INTERVALS: CandleInterval[] = ['min1', 'min5', 'min15', 'min30', 'min60', 'min120', 'min240', 'day'];

export interface IndicatorChoice {
  id: string;
  name: string;
}

/** The builder's options: widget, language, look, zone, and the chosen widget's own options. */
export function BuilderForm({
  state,
  onChange,
  indicators,
  treasury,
}: {
  state: BuilderState;
  onChange: (next: Partial<BuilderState>) => void;
  indicators: IndicatorChoice[];
  treasury: boolean;
}) {
  const t = useTranslations('EmbedBuilder');
  const tl = useTranslations('LocaleSwitcher');
  const tc = useTranslations('Chart');
  const s = state;
  const limitField = (
    <label className={styles.field}>
      {t('limit')}
      <input type="number" min={1} max={MAX_LIMIT} value={s.limit} onChange={(e) => onChange({ limit: Math.min(MAX_LIMIT, Math.max(1, Number(e.target.value) || 1)) })} />
    </label>
  );
  const toggleImportance = (level: Importance, on: boolean) =>
    onChange({ importance: (on ? [...s.importance, level] : s.importance.filter((l) => l !== level)).sort() as Importance[] });
  return (
    <form className={styles.form} aria-label={t('formLabel')} onSubmit={(e) => e.preventDefault()}>
      <label className={styles.field}>
        {t('widget')}
        <select value={s.kind} onChange={(e) => {
          const kind = e.target.value as WidgetKind;
          onChange({ kind, limit: kind in LIMITS ? LIMITS[kind as keyof typeof LIMITS] : s.limit });
        }}>
          {WIDGETS.map((w) => (
            <option key={w} value={w}>{t(`widgets.${w}`)}</option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {tl('label')}
        <select value={s.locale} onChange={(e) => onChange({ locale: e.target.value })}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>{tl(l)}</option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('theme')}
        <select value={s.theme} onChange={(e) => onChange({ theme: e.target.value as BuilderState['theme'] })}>
          {THEMES.map((th) => (
            <option key={th} value={th}>{t(`themes.${th}`)}</option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={s.transparent} onChange={(e) => onChange({ transparent: e.target.checked })} />
        {t('transparent')}
      </label>
      <label className={styles.field}>
        {t('tz')}
        <input list="builder-zones" value={s.tz} placeholder={t('tzDefault')} onChange={(e) => onChange({ tz: e.target.value })} />
        <datalist id="builder-zones">
          {COMMON_TIME_ZONES.map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
      </label>

      {s.kind === 'calendar' ? (
        <>
          <label className={styles.field}>
            {t('view')}
            <select value={s.view} onChange={(e) => onChange({ view: e.target.value as BuilderState['view'] })}>
              <option value="day">{t('views.day')}</option>
              <option value="week">{t('views.week')}</option>
            </select>
          </label>
          <fieldset className={styles.fieldset}>
            <legend>{t('importance')}</legend>
            {([1, 2, 3] as const).map((level) => (
              <label key={level} className={styles.check}>
                <input type="checkbox" checked={s.importance.includes(level)} onChange={(e) => toggleImportance(level, e.target.checked)} />
                {t(`importanceLevels.${level}`)}
              </label>
            ))}
          </fieldset>
          <label className={styles.field}>
            {t('countries')}
            <input value={s.countries} placeholder="US,EU,CN" onChange={(e) => onChange({ countries: e.target.value })} />
          </label>
          {limitField}
        </>
      ) : null}
      {s.kind === 'events' ? (
        <>
          <label className={styles.field}>
            {t('eventType')}
            <select value={s.type} onChange={(e) => onChange({ type: e.target.value as BuilderState['type'] })}>
              <option value="event">{t('eventTypes.event')}</option>
              <option value="holiday">{t('eventTypes.holiday')}</option>
              {treasury ? <option value="treasury">{t('eventTypes.treasury')}</option> : null}
            </select>
          </label>
          {limitField}
        </>
      ) : null}
      {s.kind === 'indicator' ? (
        <>
          <label className={styles.field}>
            {t('indicator')}
            <input list="builder-indicators" inputMode="numeric" value={s.idxId} onChange={(e) => onChange({ idxId: e.target.value })} />
            <datalist id="builder-indicators">
              {indicators.map((i) => (
                <option key={i.id} value={i.id}>{i.name}</option>
              ))}
            </datalist>
          </label>
          {limitField}
        </>
      ) : null}
      {s.kind === 'quotes' ? (
        <label className={styles.field}>
          {t('codes')}
          <input value={s.codes} onChange={(e) => onChange({ codes: e.target.value })} aria-describedby="builder-codes-hint" />
          <small id="builder-codes-hint" className="muted">{t('codesHint')}</small>
        </label>
      ) : null}
      {s.kind === 'chart' ? (
        <>
          <label className={styles.field}>
            {t('symbol')}
            <input value={s.chartCode} onChange={(e) => onChange({ chartCode: e.target.value })} />
          </label>
          <label className={styles.field}>
            {tc('intervals')}
            <select value={s.interval} onChange={(e) => onChange({ interval: e.target.value as CandleInterval })}>
              {INTERVALS.map((i) => (
                <option key={i} value={i}>{tc(i)}</option>
              ))}
            </select>
          </label>
        </>
      ) : null}
      {s.kind === 'news' ? limitField : null}
    </form>
  );
}
