import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import type { Importance as Level } from '@/lib/upstream/types';

/**
 * Importance 1–3 as filled marks, announced as words ("High importance").
 * Unknown (the upstream gave no level 1-3) is "—", announced as such.
 */
export function Importance({ level }: { level: Level | null }) {
  const t = useMemoTranslations('Common');
  if (level === null) {
    return (
      <span className="importance" data-level="unknown" title={t('importanceUnknown')}>
        <span aria-hidden="true">{t('noValue')}</span>
        <span className="visually-hidden">{t('importanceUnknown')}</span>
      </span>
    );
  }
  const label = t('importance', { level: String(level) });
  return (
    <span className="importance" data-level={level} role="img" aria-label={label} title={label}>
      {[1, 2, 3].map((n) => (
        <span key={n} className={n <= level ? 'importance-mark on' : 'importance-mark'} aria-hidden="true" />
      ))}
    </span>
  );
}
