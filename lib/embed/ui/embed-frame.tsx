import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ResizeReporter } from './resize-reporter';
import styles from './embed.module.css';

const ROOT_ID = 'macrodesk-embed';

/**
 * The frame of every widget: a small title, the content, and a footer that
 * opens the full page in a new tab (a widget has no site navigation). The
 * whole of it is what the resize messages measure.
 */
export async function EmbedFrame({
  kind,
  title,
  fullHref,
  children,
}: {
  kind: string;
  /** Text, or markup where a name keeps its original language. */
  title: ReactNode;
  fullHref: string | null;
  children: ReactNode;
}) {
  const t = await getTranslations('Embed');
  return (
    <div id={ROOT_ID} className={styles.root} data-widget={kind}>
      <h1 className={styles.title}>{title}</h1>
      {children}
      <p className={styles.footer}>
        {fullHref ? (
          <a href={fullHref} target="_blank" rel="noopener" data-testid="full-page-link">
            {t('footer')}
            <span aria-hidden="true"> ↗</span>
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        ) : (
          t('dataBy')
        )}
      </p>
      <ResizeReporter rootId={ROOT_ID} />
    </div>
  );
}
