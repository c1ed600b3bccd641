import { useTranslations } from 'next-intl';
import { first } from '@/lib/reader/query';
import { ReaderStateInputs } from '@/lib/reader/ui/state-inputs';
import { ALARM_MINUTES, parseAlarm } from '../alarm';
import type { ViewContext } from '../links';
import { AlarmPanel } from './alarm-panel';
import styles from './calendar.module.css';

/**
 * Downloads of the current view (same filters) and its .ics feed as a
 * subscription: the feed URL re-reads the same view whenever a calendar app
 * refreshes it, so actuals appear there as they are released. A reminder
 * (`alarm`) chosen in the panel goes into the .ics and webcal:// links: a GET
 * form without JavaScript (the page's `alarm` parameter), the links rewritten
 * in place with it. A bad `alarm` on the page gets a notice, links without one.
 */
export function ExportLinks({
  query,
  origin,
  ctx,
  action,
  keep = {},
}: {
  query: Record<string, string>;
  origin: URL;
  ctx: ViewContext;
  /** Localized path of the current view: where the reminder form goes. */
  action: string;
  /** The page's own parameters (view and filters), kept by the reminder form. */
  keep?: Record<string, string>;
}) {
  const t = useTranslations('CalendarExport');
  const alarm = parseAlarm(first(ctx.searchParams, 'alarm'));
  const url = (format: string) => `/api/calendar/export?${new URLSearchParams({ ...query, format })}`;
  const feed = new URL(url('ics'), origin);
  return (
    <div className={styles.exports}>
      <span className={styles.exportsLabel}>{t('label')}</span>
      <AlarmPanel
        action={action}
        initial={alarm.ok ? alarm.value : null}
        ics={url('ics')}
        webcal={`webcal://${feed.host}${feed.pathname}${feed.search}`}
        labels={{
          ics: t('ics'),
          subscribe: t('subscribe'),
          alarm: t('alarmLabel'),
          none: t('alarmNone'),
          apply: t('alarmApply'),
          options: ALARM_MINUTES.map((m) => t('alarmOption', { minutes: m })),
        }}
        hidden={
          <>
            {Object.entries(keep).map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
            <ReaderStateInputs state={ctx} />
          </>
        }
      />
      <a href={url('csv')} download data-testid="export-csv">
        {t('csv')}
      </a>
      <a href={url('json')} download data-testid="export-json">
        {t('json')}
      </a>
      {alarm.ok ? null : (
        <p className={styles.alarmNotice} role="status" data-testid="alarm-notice">
          {t('alarmBad', { list: ALARM_MINUTES.join(', ') })}
        </p>
      )}
    </div>
  );
}
