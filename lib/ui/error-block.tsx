import { useTranslations } from 'next-intl';
import { errorMessageKey } from './error-kind';

/**
 * A widget's or page's localized failure notice. Without `retryHref` the
 * retry link is `href=""`, which reloads the current URL with its query.
 */
export function ErrorBlock({ error, retryHref }: { error: unknown; retryHref?: string }) {
  const t = useTranslations('Errors');
  const key = errorMessageKey(error);
  return (
    <div className="error-block" role="alert" data-error-kind={key}>
      <p className="error-block-title">{t('title')}</p>
      <p>{t(key)}</p>
      <a className="error-block-retry" href={retryHref ?? ''}>
        {t('retry')}
      </a>
    </div>
  );
}
