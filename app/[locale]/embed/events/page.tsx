import type { Metadata } from 'next';
import { embedMetadata } from '@/lib/embed/metadata';
import { EmbedPage, type EmbedRouteProps } from '@/lib/embed/ui/embed-page';
import { eventsEmbed } from '@/lib/embed/ui/events-widget';

export async function generateMetadata({ params }: EmbedRouteProps): Promise<Metadata> {
  return embedMetadata((await params).locale, 'events');
}

export default function EmbedEvents(props: EmbedRouteProps) {
  return <EmbedPage kind="events" body={eventsEmbed} {...props} />;
}
