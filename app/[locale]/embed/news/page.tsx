import type { Metadata } from 'next';
import { embedMetadata } from '@/lib/embed/metadata';
import { EmbedPage, type EmbedRouteProps } from '@/lib/embed/ui/embed-page';
import { newsEmbed } from '@/lib/embed/ui/news-widget';

export async function generateMetadata({ params }: EmbedRouteProps): Promise<Metadata> {
  return embedMetadata((await params).locale, 'news');
}

export default function EmbedNews(props: EmbedRouteProps) {
  return <EmbedPage kind="news" body={newsEmbed} {...props} />;
}
