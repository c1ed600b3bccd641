// A portal that can push (docs/operations.md, "Web Push"): an archive, a contact, the operator's
// VAPID pair, and a push service of the test's own (./push-endpoint.ts) in PUSH_SERVICES, its CA
// trusted by the server (NODE_EXTRA_CA_CERTS).
import webpush from 'web-push';
import { startPushEndpoint, type PushEndpoint } from './push-endpoint';
import { startIsolated, type Isolated } from './isolated';

export interface PushPortal {
  portal: Isolated;
  endpoint: PushEndpoint;
  vapid: { publicKey: string; privateKey: string };
  stop(): Promise<void>;
}

export async function startPushPortal(o: { token: string; env?: Record<string, string>; now?: () => number }): Promise<PushPortal> {
  const endpoint = await startPushEndpoint();
  const vapid = webpush.generateVAPIDKeys();
  const portal = await startIsolated({
    token: o.token,
    timeoutMs: 3000,
    ...(o.now ? { now: o.now } : {}),
    env: {
      ARCHIVE: 'on',
      NODE_EXTRA_CA_CERTS: endpoint.caFile,
      PUSH_SERVICES: `${endpoint.origin},https://*.push.apple.com`,
      PUSH_CONTACT: 'mailto:ops@macrodesk.example',
      PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
      PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
      ...o.env,
    },
  });
  return {
    portal,
    endpoint,
    vapid,
    stop: async () => {
      await portal.stop();
      await endpoint.close();
    },
  };
}
