import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import type { ReaderProblem, ReaderView } from '../view';
import { NoticeList } from './notice-list';

/**
 * Names the reader-state parameters of the URL that could not be honoured
 * (an unknown `tz` or `colors`), with what is shown instead: never a silent
 * fallback. Rendered once, by the locale layout, above every page.
 */
export async function ReaderNotices({ view, only }: { view: Pick<ReaderView, 'tz' | 'colors' | 'problems'>; only?: ReaderProblem['param'][] }) {
  const problems = view.problems.filter((p) => !only || only.includes(p.param));
  if (problems.length === 0) return null;
  const [t, tc] = await Promise.all([getTranslations('ReaderNotice'), getTranslations('Colors')]);
  const items = problems.map((p) => ({
    param: p.param,
    value: p.value,
    text: p.param === 'tz' ? t('tz', { value: p.value, fallback: view.tz }) : t('colors', { value: p.value, fallback: tc(view.colors) }),
  }));
  return (
    <Suspense fallback={null}>
      <NoticeList title={t('title')} items={items} />
    </Suspense>
  );
}
