import { localePath } from '@/lib/i18n/routing';
import { getTranslations } from 'next-intl/server';
import { publicOrigin } from '@/lib/security/public-origin';
import type { Release } from '@/lib/upstream/types';
import type { ViewContext } from '../links';
import type { Section } from '../section';
import { SectionError } from './section-error';
import { ExportLinks } from './export-links';
import { SourceNote } from './source-note';
import { UsDataTable } from './us-data-table';
import styles from './calendar.module.css';

export async function UsDataSection({ section, ctx }: { section: Promise<Section<Release[]>>; ctx: ViewContext }) {
  const s = await section;
  if (!s.ok) return <SectionError error={s.error} />;
  const t = await getTranslations('UsData');
  return (
    <>
      <SourceNote source="tokened" stale={s.stale} fetchedAt={s.fetchedAt} tz={ctx.tz} locale={ctx.locale} unread={s.unread} />
      <ExportLinks query={{ view: 'us', locale: ctx.locale, tz: ctx.tz }} origin={publicOrigin()} ctx={ctx} action={localePath(ctx.locale, '/calendar/us')} />
      {s.data.length ? <UsDataTable releases={s.data} ctx={ctx} /> : <p className={styles.empty}>{t('empty')}</p>}
    </>
  );
}
