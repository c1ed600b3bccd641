// A push service of the test's own (docs/operations.md, "Web Push"): an HTTPS endpoint on 127.0.0.1
// with a certificate from a throw-away CA (the portal trusts it through NODE_EXTRA_CA_CERTS), that
// records every message, answers the status a test sets per path, and decrypts what it received
// as the browser would (RFC 8291 over RFC 8188 aes128gcm), with a subscriber's keys of the test's own.
import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  status: number;
}

/** A browser's side of a push subscription: its P-256 key pair and 16-byte auth secret. */
export interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  /** PushSubscription.toJSON()'s keys. */
  keys: { p256dh: string; auth: string };
}

export function subscriber(): Subscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** Decrypts one aes128gcm message for its subscriber (RFC 8291 §3.4, RFC 8188 §2). */
export function decrypt(body: Buffer, to: Subscriber): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (records.length > rs) throw new Error('more than one record: not what a push message is');
  const secret = to.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), to.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, to.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const plain = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/** The JWT claims of a VAPID Authorization header (`vapid t=…, k=…`, RFC 8292). */
export function vapidOf(header: string | string[] | undefined): { k: string; claims: { aud: string; exp: number; sub: string } } {
  const text = String(header ?? '');
  const t = /t=([^,\s]+)/.exec(text)?.[1] ?? '';
  const k = /k=([^,\s]+)/.exec(text)?.[1] ?? '';
  return { k, claims: JSON.parse(Buffer.from(t.split('.')[1] ?? '', 'base64url').toString('utf8')) };
}

export interface PushEndpoint {
  origin: string;
  /** The CA file a portal trusts (NODE_EXTRA_CA_CERTS). */
  caFile: string;
  received: Received[];
  /** The status answered on a path (201 unless set). */
  answer(pathname: string, status: number): void;
  close(): Promise<void>;
}

/** Makes a CA and a certificate for 127.0.0.1 with the openssl command, and serves HTTPS with it. */
export async function startPushEndpoint(): Promise<PushEndpoint> {
  const dir = mkdtempSync(path.join(tmpdir(), 'macrodesk-push-ca-'));
  const f = (name: string) => path.join(dir, name);
  const ssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  ssl('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', f('ca.key'), '-out', f('ca.crt'), '-subj', '/CN=Macrodesk test push CA', '-days', '2',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');
  ssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', f('push.key'), '-out', f('push.csr'), '-subj', '/CN=127.0.0.1');
  writeFileSync(f('ext.cnf'), 'subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n');
  ssl('x509', '-req', '-in', f('push.csr'), '-CA', f('ca.crt'), '-CAkey', f('ca.key'), '-CAcreateserial', '-out', f('push.crt'), '-days', '2', '-extfile', f('ext.cnf'));
  const received: Received[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer({ key: readFileSync(f('push.key')), cert: readFileSync(f('push.crt')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const p = (req.url ?? '/').split('?')[0]!;
      const status = statuses.get(p) ?? 201;
      received.push({ path: p, headers: req.headers, body: Buffer.concat(chunks), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `https://127.0.0.1:${port}`,
    caFile: f('ca.crt'),
    received,
    answer: (p, s) => void statuses.set(p, s),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
