import { getTranslations } from 'next-intl/server';
import type { ParamProblem } from '../params';
import styles from './embed.module.css';

/** Known parameter names (messages Embed.problem.*); anything else is reported generically. */
const PARAMS = ['theme', 'transparent', 'tz', 'view', 'importance', 'country', 'limit', 'type', 'idxId', 'codes', 'interval', 'events'] as const;
const isKnown = (param: string): param is (typeof PARAMS)[number] => (PARAMS as readonly string[]).includes(param);

/** Shown inside the frame instead of the widget when its URL has bad values: says which and why. */
export async function EmbedNotice({ problems, message }: { problems?: ParamProblem[]; message?: string }) {
  const t = await getTranslations('Embed');
  return (
    <div className={styles.notice} role="alert" data-testid="embed-notice">
      <p className={styles.noticeTitle}>{t('noticeTitle')}</p>
      {message ? <p>{message}</p> : null}
      {problems?.length ? (
        <ul>
          {problems.map((p) => (
            <li key={p.param} data-param={p.param}>
              {isKnown(p.param) ? t(`problem.${p.param}`, { value: p.value }) : t('problem.other', { param: p.param, value: p.value })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
