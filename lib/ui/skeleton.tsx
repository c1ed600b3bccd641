import { useTranslations } from 'next-intl';

/** Placeholder rows while a widget's data is on its way. */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  const t = useTranslations('Common');
  return (
    <div className="skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{t('loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-row" aria-hidden="true" />
      ))}
    </div>
  );
}
