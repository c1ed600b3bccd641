import 'server-only';
import { routing } from '@/lib/i18n/routing';
import { peekSlot } from '@/lib/process-slots.mjs';
import { deliveryLoop, deliveryChannels } from './runtime';
import { openStreamCount } from './stream';
import type { ReleaseWatcher } from './watcher';

/**
 * Delivery as /api/health's details and /metrics tell it (docs/operations.md,
 * "Delivery"): whether this instance is the sender, what it sent, retried and
 * gave up, the deliveries table by channel and state, open streams and the
 * watchers. No URL, secret, key or endpoint is in it.
 */
export function deliveryHealth() {
  const loop = deliveryLoop();
  const status = loop?.status() ?? null;
  const watchers = peekSlot<Map<string, ReleaseWatcher>>('macrodesk.delivery.watchers');
  return {
    sender: status ? { leader: status.leader, recipients: status.recipients, sent: status.sent, failed: status.failed, dead: status.dead, lastError: status.lastError } : null,
    deliveries: status?.counts ?? [],
    channels: deliveryChannels(),
    streams: openStreamCount(),
    watchers: Object.fromEntries(routing.locales.flatMap((l) => {
      const w = watchers?.get(l);
      return w ? [[l, w.status()]] : [];
    })),
  };
}
