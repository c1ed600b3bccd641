'use client';

import { useTranslations } from 'next-intl';

// A page that failed as a whole (widgets fail on their own, in their blocks).
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors');
  return (
    <div className="error-block" role="alert">
      <h1 className="error-block-title">{t('pageTitle')}</h1>
      <p>{t('generic')}</p>
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>
    </div>
  );
}
