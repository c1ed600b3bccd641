import 'server-only';
import { legacyEnabled } from '@/lib/upstream';

/**
 * Whether the U.S. calendar (`/calendar/us`) and the Treasury auctions are
 * offered: both are read from the legacy family only (docs/upstream.md,
 * "A. Legacy calendar family"), so they exist only while its host is
 * configured. Pages, the sitemap, exports and widgets ask this, not the
 * upstream client.
 */
export const usDataOffered = (): boolean => legacyEnabled();
