import 'server-only';
import type { Registry } from 'prom-client';
import { Gauge } from 'prom-client';
import { deliveryHealth } from '@/lib/delivery/health';

const STATES = ['pending', 'sending', 'sent', 'dead'] as const;

/** Delivery's series (docs/operations.md, "Metrics"): messages by channel and state (dead: given up), open streams. */
export function deliveryMetrics(registers: Registry[]): void {
  new Gauge({
    name: 'macrodesk_delivery_messages',
    help: 'Messages in the deliveries table by channel (push, hook) and state; dead: given up after retries (the dead letters). Read by the sender every 15 s; absent on other instances.',
    labelNames: ['channel', 'state'],
    registers,
    collect() {
      this.reset();
      const counts = deliveryHealth().deliveries;
      const channels = new Set(['push', 'hook', ...counts.map((c) => c.channel)]);
      if (!deliveryHealth().sender?.leader) return;
      for (const channel of channels) for (const state of STATES) this.set({ channel, state }, counts.find((c) => c.channel === channel && c.state === state)?.n ?? 0);
    },
  });
  new Gauge({
    name: 'macrodesk_delivery_streams',
    help: 'Open /api/stream connections of this instance.',
    registers,
    collect() {
      this.set(deliveryHealth().streams);
    },
  });
}
