// The VAPID keys (docs/design.md, "Delivery"): the operator's when given; else made once and kept in
// the archive, the first instance to store a pair winning over every other (INSERT … ON CONFLICT DO
// NOTHING, then the row read back), on both backends.
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { migrate } from '@/lib/archive/migrations';
import { vapidKeys } from '@/lib/delivery/push/keys';
import { backends } from '../../support/archive-backends';

describe.each(backends())('VAPID keys on $name', (backend) => {
  it('makes a pair once: instances starting together all sign with the first one stored', async () => {
    const { db, second } = await backend.open();
    await migrate(db);
    const other = await second();
    const pairs = [webpush.generateVAPIDKeys(), webpush.generateVAPIDKeys(), webpush.generateVAPIDKeys()];
    const got = await Promise.all(pairs.map((pair, i) => vapidKeys(i % 2 ? other : db, null, () => pair)));
    const stored = (await db.query<{ public_key: string; private_key: string }>('SELECT public_key, private_key FROM push_keys'))[0]!;
    expect(pairs.map((p) => p.publicKey)).toContain(stored.public_key);
    for (const keys of got) expect(keys).toEqual({ publicKey: stored.public_key, privateKey: stored.private_key });
    // Later starts read the kept pair and make none.
    expect(await vapidKeys(db, null, () => { throw new Error('made again'); })).toEqual(got[0]);
    expect(await db.query('SELECT count(*)::int AS n FROM push_keys')).toEqual([{ n: 1 }]);
  });

  it("uses the operator's pair and stores nothing", async () => {
    const { db } = await backend.open();
    await migrate(db);
    const configured = webpush.generateVAPIDKeys();
    expect(await vapidKeys(db, configured, () => { throw new Error('made'); })).toEqual(configured);
    expect(await db.query('SELECT count(*)::int AS n FROM push_keys')).toEqual([{ n: 0 }]);
  });
});
