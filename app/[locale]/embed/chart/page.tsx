import type { Metadata } from 'next';
import { embedMetadata } from '@/lib/embed/metadata';
import { EmbedPage, type EmbedRouteProps } from '@/lib/embed/ui/embed-page';
import { chartEmbed } from '@/lib/embed/ui/chart-widget';

export async function generateMetadata({ params }: EmbedRouteProps): Promise<Metadata> {
  return embedMetadata((await params).locale, 'chart');
}

export default function EmbedChart(props: EmbedRouteProps) {
  return <EmbedPage kind="chart" body={chartEmbed} {...props} />;
}
