import type { Metadata } from 'next';
import { embedMetadata } from '@/lib/embed/metadata';
import { EmbedPage, type EmbedRouteProps } from '@/lib/embed/ui/embed-page';
import { quotesEmbed } from '@/lib/embed/ui/quotes-widget';

export async function generateMetadata({ params }: EmbedRouteProps): Promise<Metadata> {
  return embedMetadata((await params).locale, 'quotes');
}

export default function EmbedQuotes(props: EmbedRouteProps) {
  return <EmbedPage kind="quotes" body={quotesEmbed} {...props} />;
}
