import { getTranslations } from 'next-intl/server';
import type { ReaderProblem, ReaderView } from '../view';

/**
 * Names the reader-state parameters of the URL that could not be honoured
 * (an unknown `tz` or `colors`), with what is shown instead: never a silent
 * fallback. Rendered once, by the locale layout, above every page.
 */
export async function ReaderNotices({ view, only }: { view: Pick<ReaderView, 'tz' | 'colors' | 'problems'>; only?: ReaderProblem['param'][] }) {
  const problems = view.problems.filter((p) => !only || only.includes(p.param));
  if (problems.length === 0) return null;
  const [t, tc] = await Promise.all([getTranslations('ReaderNotice'), getTranslations('Colors')]);
  return (
    <div className="page-notice reader-notice" role="status" data-testid="reader-notice">
      <p>
        <strong>{t('title')}</strong>
      </p>
      <ul>
        {problems.map((p) => (
          <li key={p.param} data-param={p.param}>
            {p.param === 'tz' ? t('tz', { value: p.value, fallback: view.tz }) : t('colors', { value: p.value, fallback: tc(view.colors) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
