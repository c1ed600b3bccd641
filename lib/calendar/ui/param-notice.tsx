import { useTranslations } from 'next-intl';
import { PageNotice } from '@/lib/ui/page-notice';
import type { ParamProblem } from '../params';

/** Bad calendar parameters: a localized notice with a link to a valid view, never a 500. */
export function ParamNotice({ problem, href, min, max }: { problem: ParamProblem; href: string; min: string; max: string }) {
  const t = useTranslations('Calendar');
  return (
    <div data-testid="param-notice" data-problem={problem}>
      <PageNotice title={t('notice.title')} message={t(`notice.${problem}`, { min, max })} href={href} linkLabel={t('notice.link')} />
    </div>
  );
}
