import 'server-only';
import { archiveDb, archiveEnabled } from '@/lib/archive/runtime';
import { getConfig } from '@/lib/config';
import { processSlot } from '@/lib/process-slots.mjs';
import { createDeliveryLoop, type Channel, type DeliveryLoop } from './loop';
import { pushChannelOrNull, pushOffReason } from './push/runtime';
import { releaseWatcher } from './watcher';
import { webhookChannel } from './webhooks/channel';
import { readWebhooksFile, type WebhookTarget } from './webhooks/file';

/**
 * Delivery in this process (docs/design.md, "Delivery"): the operator's
 * webhook targets (WEBHOOKS_FILE, read and checked at start: a bad file stops
 * the start naming the entry and the field) and Web Push subscriptions, told
 * by one sender across instances (lib/delivery/loop.ts). Needs the archive:
 * the deliveries and subscriptions live in its database.
 */
interface DeliveryRuntime {
  loop: DeliveryLoop | null;
  channels: Channel[];
}

const runtime = () => processSlot<DeliveryRuntime>('macrodesk.delivery.runtime', () => ({ loop: null, channels: [] }));

/**
 * The operator's webhook targets, read before anything starts
 * (instrumentation.ts): a bad WEBHOOKS_FILE stops the start at once, naming
 * the entry and the field, before the archive spends seconds opening.
 */
export function webhookTargets(): WebhookTarget[] {
  const { webhooksFile } = getConfig();
  return webhooksFile ? readWebhooksFile(webhooksFile) : [];
}

/** Called at server start (instrumentation.ts) once the archive is started, with the targets read before it. */
export function startDelivery(targets: WebhookTarget[]): void {
  const rt = runtime();
  if (rt.loop) return;
  if (!archiveEnabled()) {
    if (targets.length) console.warn('[delivery] WEBHOOKS_FILE is set but the archive is off (ARCHIVE=off): webhooks need its database; none will be sent');
    return;
  }
  const push = pushChannelOrNull();
  if (!push) console.warn(`[delivery] Web Push is off: ${pushOffReason()}`);
  rt.channels = [...(targets.length ? [webhookChannel(targets)] : []), ...(push ? [push] : [])];
  // Nothing to send through: no sender, no lock held, no look at the database.
  if (!rt.channels.length) return;
  rt.loop = createDeliveryLoop({ db: archiveDb, channels: rt.channels, watcher: releaseWatcher });
  rt.loop.start();
  // Stopped before the archive closes: the sender's last writes go to an open database.
  const hooks = processSlot('macrodesk.shutdown', () => new Map<string, () => Promise<string>>());
  const archive = hooks.get('archive');
  hooks.delete('archive');
  hooks.set('delivery', stopDelivery);
  if (archive) hooks.set('archive', archive);
}

export const deliveryLoop = (): DeliveryLoop | null => runtime().loop;
/** The channels this process sends through, by name (`hook`, `push`). */
export const deliveryChannels = (): string[] => runtime().channels.map((c) => c.name);

export async function stopDelivery(): Promise<string> {
  const rt = runtime();
  await rt.loop?.stop();
  const status = rt.loop?.status();
  rt.loop = null;
  return status ? `delivery stopped: ${status.sent} messages sent, ${status.dead} given up` : 'delivery was not running';
}
