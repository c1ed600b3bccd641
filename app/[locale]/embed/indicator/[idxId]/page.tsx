import type { Metadata } from 'next';
import { embedMetadata } from '@/lib/embed/metadata';
import { EmbedPage, type EmbedRouteProps } from '@/lib/embed/ui/embed-page';
import { indicatorEmbed } from '@/lib/embed/ui/indicator-widget';

export async function generateMetadata({ params }: EmbedRouteProps): Promise<Metadata> {
  const { locale, idxId } = await params;
  return embedMetadata(locale, 'indicator', idxId);
}

export default function EmbedIndicator(props: EmbedRouteProps) {
  return <EmbedPage kind="indicator" body={indicatorEmbed} {...props} />;
}
