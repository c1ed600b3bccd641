import type { ReaderView } from '@/lib/reader/view';

/** What the dashboard's widgets need of the reader's view. */
export type DashboardView = Pick<ReaderView, 'locale' | 'tz' | 'today' | 'colors' | 'tzParam' | 'colorsParam'>;
