import type { Metadata } from 'next';
import { embedMetadata } from '@/lib/embed/metadata';
import { EmbedPage, type EmbedRouteProps } from '@/lib/embed/ui/embed-page';
import { calendarEmbed } from '@/lib/embed/ui/calendar-widget';

export async function generateMetadata({ params }: EmbedRouteProps): Promise<Metadata> {
  return embedMetadata((await params).locale, 'calendar');
}

export default function EmbedCalendar(props: EmbedRouteProps) {
  return <EmbedPage kind="calendar" body={calendarEmbed} {...props} />;
}
