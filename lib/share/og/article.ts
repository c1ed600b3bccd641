import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { articleView } from '@/lib/news/feed';
import { zNewsId } from '@/lib/upstream/params';
import type { PreviewCard } from './card';

const SUMMARY_CHARS = 90;

/** An article's card: its title and the start of its summary (upstream Chinese text, hence the CJK font). */
export async function articleCard(locale: Locale, newsId: string): Promise<PreviewCard> {
  const t = await getTranslations({ locale, namespace: 'Share' });
  const base = { tagline: t('tagline'), facts: [], kicker: t('article') };
  if (!zNewsId.safeParse(newsId).success) return { ...base, title: t('unavailable') };
  try {
    const article = await articleView(newsId);
    const summary = article.summary.trim();
    return {
      ...base,
      title: article.title,
      subtitle: summary.length > SUMMARY_CHARS ? `${summary.slice(0, SUMMARY_CHARS)}…` : summary || undefined,
    };
  } catch {
    return { ...base, title: t('unavailable') };
  }
}
