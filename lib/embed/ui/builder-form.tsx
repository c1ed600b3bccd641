'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { COMMON_TIME_ZONES } from '@/lib/time/zone-name';
import { CANDLE_INTERVALS, IMPORTANCES, type CandleInterval, type Importance } from '@/lib/upstream/types';
import type { BuilderState } from '../builder-state';
import { LIMITS, MAX_LIMIT, THEMES, WIDGETS, type WidgetKind } from '../widgets';
import styles from './builder.module.css';
import { routing } from '@/lib/i18n/routing';
import { COLOR_SCHEMES } from '@/lib/reader/colors';
import { CATEGORIES } from '@/lib/release/category';
import { CURRENCIES } from '@/lib/release/currency-codes';
import { EVENTS_CHOICES, eventsValue } from '@/lib/market/events-param';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export interface IndicatorChoice {
  id: string;
  name: string;
}

/** The builder's options: widget, language, look, colours, zone, and the chosen widget's own options. */
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
  const categories = useTranslations('Categories');
  const tl = useTranslations('LocaleSwitcher');
  const tc = useTranslations('Chart');
  const tcol = useTranslations('Colors');
  const s = state;
  const toggleImportance = (level: Importance, on: boolean) =>
    onChange({ importance: (on ? [...s.importance, level] : s.importance.filter((l) => l !== level)).sort() as Importance[] });
  // The calendar's filters, for the calendar and the events widgets alike.
  const filterFields = (
    <>
      <fieldset className={styles.fieldset}>
        <legend>{t('importance')}</legend>
        {IMPORTANCES.map((level) => (
          <label key={level} className={styles.check}>
            <input type="checkbox" checked={s.importance.includes(level)} onChange={(e) => toggleImportance(level, e.target.checked)} />
            {t(`importanceLevels.${level}`)}
          </label>
        ))}
      </fieldset>
      <Field id="builder-countries" label={t('countries')}>
        <input id="builder-countries" value={s.countries} placeholder="US,EU,CN" onChange={(e) => onChange({ countries: e.target.value })} />
      </Field>
      <Field id="builder-currency" label={t('currency')}>
        <select id="builder-currency" value={s.currency} onChange={(e) => onChange({ currency: e.target.value as BuilderState['currency'] })}>
          <option value="">{t('anyCurrency')}</option>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
      <Field id="builder-category" label={t('category')}>
        <select id="builder-category" value={s.category} onChange={(e) => onChange({ category: e.target.value as BuilderState['category'] })}>
          <option value="">{t('anyCategory')}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categories(c)}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
  const limitField = (
    <Field id="builder-limit" label={t('limit')}>
      <input id="builder-limit" type="number" min={1} max={MAX_LIMIT} value={s.limit} onChange={(e) => onChange({ limit: Math.min(MAX_LIMIT, Math.max(1, Number(e.target.value) || 1)) })} />
    </Field>
  );
  return (
    <form className={styles.form} aria-label={t('formLabel')} onSubmit={(e) => e.preventDefault()}>
      <Field id="builder-widget" label={t('widget')}>
        <select id="builder-widget" value={s.kind} onChange={(e) => {
          const kind = e.target.value as WidgetKind;
          onChange({ kind, limit: kind in LIMITS ? LIMITS[kind as keyof typeof LIMITS] : s.limit });
        }}>
          {WIDGETS.map((w) => (
            <option key={w} value={w}>{t(`widgets.${w}`)}</option>
          ))}
        </select>
      </Field>
      <Field id="builder-locale" label={tl('label')}>
        <select id="builder-locale" value={s.locale} onChange={(e) => onChange({ locale: e.target.value })}>
          {routing.locales.map((l) => (
            <option key={l} value={l}>{tl(l)}</option>
          ))}
        </select>
      </Field>
      <Field id="builder-theme" label={t('theme')}>
        <select id="builder-theme" value={s.theme} onChange={(e) => onChange({ theme: e.target.value as BuilderState['theme'] })}>
          {THEMES.map((th) => (
            <option key={th} value={th}>{t(`themes.${th}`)}</option>
          ))}
        </select>
      </Field>
      <label className={styles.check}>
        <input type="checkbox" checked={s.transparent} onChange={(e) => onChange({ transparent: e.target.checked })} />
        {t('transparent')}
      </label>
      <Field id="builder-colors" label={tcol('label')}>
        <select id="builder-colors" value={s.colors} onChange={(e) => onChange({ colors: e.target.value as BuilderState['colors'] })}>
          <option value="">{t('colorsDefault')}</option>
          {COLOR_SCHEMES.map((c) => (
            <option key={c} value={c}>{tcol(c)}</option>
          ))}
        </select>
      </Field>
      <Field id="builder-tz" label={t('tz')}>
        <input id="builder-tz" list="builder-zones" value={s.tz} placeholder={t('tzDefault')} onChange={(e) => onChange({ tz: e.target.value })} />
        <datalist id="builder-zones">
          {COMMON_TIME_ZONES.map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
      </Field>

      {s.kind === 'calendar' ? (
        <>
          <Field id="builder-view" label={t('view')}>
            <select id="builder-view" value={s.view} onChange={(e) => onChange({ view: e.target.value as BuilderState['view'] })}>
              <option value="day">{t('views.day')}</option>
              <option value="week">{t('views.week')}</option>
            </select>
          </Field>
          {filterFields}
          {limitField}
        </>
      ) : null}
      {s.kind === 'events' ? (
        <>
          <Field id="builder-event-type" label={t('eventType')}>
            <select id="builder-event-type" value={s.type} onChange={(e) => onChange({ type: e.target.value as BuilderState['type'] })}>
              <option value="event">{t('eventTypes.event')}</option>
              <option value="holiday">{t('eventTypes.holiday')}</option>
              {treasury ? <option value="treasury">{t('eventTypes.treasury')}</option> : null}
            </select>
          </Field>
          {filterFields}
          {limitField}
        </>
      ) : null}
      {s.kind === 'indicator' ? (
        <>
          <Field id="builder-indicator" label={t('indicator')}>
            <input id="builder-indicator" list="builder-indicators" inputMode="numeric" value={s.idxId} onChange={(e) => onChange({ idxId: e.target.value })} />
            <datalist id="builder-indicators">
              {indicators.map((i) => (
                <option key={i.id} value={i.id}>{i.name}</option>
              ))}
            </datalist>
          </Field>
          {limitField}
        </>
      ) : null}
      {s.kind === 'quotes' ? (
        <Field id="builder-codes" label={t('codes')}>
          <input id="builder-codes" value={s.codes} onChange={(e) => onChange({ codes: e.target.value })} aria-describedby="builder-codes-hint" />
          <small id="builder-codes-hint" className="muted">{t('codesHint')}</small>
        </Field>
      ) : null}
      {s.kind === 'chart' ? (
        <>
          <Field id="builder-symbol" label={t('symbol')}>
            <input id="builder-symbol" value={s.chartCode} onChange={(e) => onChange({ chartCode: e.target.value })} />
          </Field>
          <Field id="builder-interval" label={tc('intervals')}>
            <select id="builder-interval" value={s.interval} onChange={(e) => onChange({ interval: e.target.value as CandleInterval })}>
              {CANDLE_INTERVALS.map((i) => (
                <option key={i} value={i}>{tc(i)}</option>
              ))}
            </select>
          </Field>
          <Field id="builder-chart-events" label={tc('events')}>
            <select id="builder-chart-events" value={s.chartEvents} onChange={(e) => onChange({ chartEvents: e.target.value })}>
              {EVENTS_CHOICES.map((choice) => (
                <option key={eventsValue(choice)} value={eventsValue(choice)}>{tc('eventsChoice', { choice: eventsValue(choice).replaceAll(',', '') })}</option>
              ))}
            </select>
          </Field>
        </>
      ) : null}
      {s.kind === 'news' ? limitField : null}
    </form>
  );
}
