import 'server-only';
import { archiveDb, archiveEnabled } from '@/lib/archive/runtime';
import { getConfig } from '@/lib/config';
import { processSlot } from '@/lib/process-slots.mjs';
import { publicOrigin } from '@/lib/security/public-origin';
import { pushChannel } from './channel';
import { vapidKeys, type VapidKeys } from './keys';
import type { Channel } from '../loop';

/**
 * Why Web Push is off in this process (docs/operations.md, "Web Push"), or
 * null when it is on: subscriptions live in the archive's database, and the
 * push services want a contact (PUSH_CONTACT, or an https PUBLIC_URL).
 */
export function pushOffReason(): string | null {
  if (!archiveEnabled()) return 'push reminders need the archive, where subscriptions are kept (ARCHIVE=off)';
  return getConfig().push.offReason;
}

/** The VAPID keys: the operator's, or the archive's (made once); read once per process. */
export function pushKeys(): Promise<VapidKeys> {
  const slot = processSlot<{ keys: Promise<VapidKeys> | null }>('macrodesk.push.keys', () => ({ keys: null }));
  slot.keys ??= archiveDb()
    .then((db) => vapidKeys(db, getConfig().push.vapid))
    .catch((error: unknown) => {
      slot.keys = null;
      throw error;
    });
  return slot.keys;
}

/** The push channel of the one sender (lib/delivery/runtime.ts), or null while push is off. */
export function pushChannelOrNull(): Channel | null {
  const contact = getConfig().push.contact;
  if (pushOffReason() || !contact) return null;
  return pushChannel({ db: archiveDb, keys: pushKeys, contact, origin: publicOrigin });
}
