import { z } from 'zod';
import { ConfigError, optional } from '@/lib/config-env';

/** Web Push's settings (docs/operations.md, "Web Push"), parsed with the rest of the configuration by lib/config.ts. */
export interface PushConfig {
  /** PUSH_VAPID_PUBLIC_KEY/PUSH_VAPID_PRIVATE_KEY; null: generated once and kept in the archive. */
  vapid: { publicKey: string; privateKey: string } | null;
  /** PUSH_CONTACT, else PUBLIC_URL when it is https; null: push is off (`offReason` says why). */
  contact: string | null;
  offReason: string | null;
  /** PUSH_SERVICES: origins a subscription's endpoint may have; `https://*.example` matches subdomains. */
  services: string[];
}

/** The browsers' push services (Chrome/Edge via FCM, Firefox, Safari, Windows), PUSH_SERVICES when unset. */
export const DEFAULT_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
];

/** The PUSH_* variables, checked with the rest of the environment. */
export const pushEnv = {
  PUSH_VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a VAPID public key (base64url, 65 bytes)')),
  PUSH_VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a VAPID private key (base64url, 32 bytes)')),
  PUSH_CONTACT: optional(z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')),
  PUSH_SERVICES: optional(
    z.string().regex(/^https:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d+)?(,https:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d+)?)*$/, 'must be a comma list of https origins (https://*.example matches subdomains)'),
  ),
};

type PushEnv = { [K in keyof typeof pushEnv]?: string };

/** The settings of the PUSH_* variables (and PUBLIC_URL, the contact when it is https); a key without its pair stops the start. */
export function pushConfigOf(e: PushEnv & { PUBLIC_URL?: string }): PushConfig {
  if (!e.PUSH_VAPID_PUBLIC_KEY !== !e.PUSH_VAPID_PRIVATE_KEY) {
    throw new ConfigError(e.PUSH_VAPID_PUBLIC_KEY ? 'PUSH_VAPID_PRIVATE_KEY' : 'PUSH_VAPID_PUBLIC_KEY', 'must be set with its pair, or both left unset');
  }
  const vapid = e.PUSH_VAPID_PUBLIC_KEY && e.PUSH_VAPID_PRIVATE_KEY ? { publicKey: e.PUSH_VAPID_PUBLIC_KEY, privateKey: e.PUSH_VAPID_PRIVATE_KEY } : null;
  const publicHttps = e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : null;
  const contact = e.PUSH_CONTACT ?? publicHttps;
  return {
    vapid,
    contact,
    offReason: contact ? null : 'push needs a contact for the push services: set PUSH_CONTACT (mailto: or https:), or an https PUBLIC_URL',
    services: e.PUSH_SERVICES ? e.PUSH_SERVICES.split(',') : DEFAULT_PUSH_SERVICES,
  };
}
