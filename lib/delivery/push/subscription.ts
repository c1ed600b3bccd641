import { z } from 'zod';
import { zLocale } from '@/lib/i18n/locale-param';
import { canonicalTimeZone } from '@/lib/time/zone-name';
import { zRules } from '../rules';

/** The largest body `POST /api/push/subscriptions` reads (a subscription with ten long rules fits well within it). */
export const MAX_SUBSCRIPTION_BYTES = 32 * 1024;

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `must be base64url (${what})`)
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, `must be ${bytes} bytes, base64url (${what})`);

/**
 * The body of `POST /api/push/subscriptions` (docs/design.md, "Delivery"):
 * the browser's PushSubscription as its toJSON() writes it, the language
 * and zone its messages are written in, and its rules.
 */
export const zSubscriptionRequest = z
  .object({
    subscription: z
      .object({
        endpoint: z.url({ protocol: /^https$/ }).max(2048).describe("The push service's URL for this browser"),
        expirationTime: z.number().nullable().optional(),
        keys: z
          .object({
            p256dh: base64url(65, "the browser's P-256 public key, uncompressed"),
            auth: base64url(16, 'the authentication secret'),
          })
          .strict(),
      })
      .strict(),
    locale: zLocale.describe('The language of the messages'),
    timeZone: z
      .string()
      .max(64)
      .transform((v, ctx) => canonicalTimeZone(v) ?? (ctx.addIssue({ code: 'custom', message: 'is not an IANA time zone name' }), z.NEVER))
      .describe('The zone their times are written in (IANA)'),
    rules: zRules,
  })
  .strict();
export type SubscriptionRequest = z.output<typeof zSubscriptionRequest>;

/** `201`: the subscription's id and the URL that removes it (DELETE). */
export const zSubscriptionCreated = z.object({ id: z.string(), unsubscribe: z.url() }).strict();

/** `GET /api/push/key`: the VAPID public key a browser subscribes with (`applicationServerKey`). */
export const zPushKey = z.object({ publicKey: z.string() }).strict();
