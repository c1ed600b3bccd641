import { useSearchParams } from 'next/navigation';
import { canonicalTimeZone } from '@/lib/time/zone-name';
import { parseColors } from './colors';
import type { ReaderState } from './link';

/** The reader's state as the current URL carries it, for client leaves that build links. */
export function useReaderState(): ReaderState {
  const params = useSearchParams();
  return { tzParam: canonicalTimeZone(params.get('tz')), colorsParam: parseColors(params.get('colors')) };
}
