import { useTranslations } from 'next-intl';
import type { Importance as Level } from '@/lib/upstream/types';

/** Importance 1–3 as filled marks, announced as words ("High importance"). */
export function Importance({ level }: { level: Level }) {
  const t = useTranslations('Common');
  const label = t('importance', { level: String(level) });
  return (
    <span className="importance" data-level={level} role="img" aria-label={label} title={label}>
      {[1, 2, 3].map((n) => (
        <span key={n} className={n <= level ? 'importance-mark on' : 'importance-mark'} aria-hidden="true" />
      ))}
    </span>
  );
}
