import 'server-only';
import webpush from 'web-push';
import type { Queryable } from '@/lib/archive/db';

/** A VAPID key pair (RFC 8292), base64url: the public key is the one a browser sees. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID keys (docs/design.md, "Delivery"): the operator's
 * (PUSH_VAPID_PUBLIC_KEY, PUSH_VAPID_PRIVATE_KEY), or a pair made once and
 * kept in the archive. Several instances starting together may each make
 * one: the first stored wins (INSERT … ON CONFLICT DO NOTHING, then the row
 * read back), so every instance signs with the key the browsers subscribed
 * with. The private key is never logged, shown in health or metrics, or sent.
 */
export async function vapidKeys(db: Queryable, configured: VapidKeys | null, generate: () => VapidKeys = () => webpush.generateVAPIDKeys()): Promise<VapidKeys> {
  if (configured) return configured;
  const kept = await storedKeys(db);
  if (kept) return kept;
  const made = generate();
  await db.query(`INSERT INTO push_keys (id, public_key, private_key, created_at) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
    made.publicKey,
    made.privateKey,
    new Date().toISOString(),
  ]);
  const won = await storedKeys(db);
  if (!won) throw new Error('the push keys could not be stored in the archive');
  return won;
}

async function storedKeys(db: Queryable): Promise<VapidKeys | null> {
  const rows = await db.query<{ public_key: string; private_key: string }>(`SELECT public_key, private_key FROM push_keys WHERE id = 1`);
  return rows[0] ? { publicKey: rows[0].public_key, privateKey: rows[0].private_key } : null;
}
