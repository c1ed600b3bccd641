// Chat groups and webhooks (docs/operations.md, "Webhooks and chat groups"):
// a portal pointed by WEBHOOKS_FILE at a local receiver per format tells each
// target of a release once before it and once when its actual is out, in the
// platform's shape, signed as the platform documents, in the target's
// language and zone; no URL or secret reaches the log, health or metrics.
// A bad file stops the start, naming the entry and the field.
// The portal runs on a shared test clock (./support/shared-clock.ts): the
// test moves it to each message's moment instead of waiting for the release
// in real time; every time compared with the portal's is the clock's.
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startIsolated } from './support/isolated';
import { startClockedPortal, type ClockedPortal } from './support/shared-clock';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** U.S. CPI: an indicator of the simulator's catalogue, watched by every target. */
const IDX = '112022041900110008';
const METRICS_TOKEN = 'macrodesk-e2e-metrics-token';
const FORMATS = ['json', 'slack', 'discord', 'telegram', 'wecom', 'dingtalk', 'feishu'] as const;
type Format = (typeof FORMATS)[number];
const LOCALE: Record<Format, string> = { json: 'en', slack: 'en', discord: 'en', telegram: 'zh-TW', wecom: 'zh-CN', dingtalk: 'zh-CN', feishu: 'zh-TW' };
const ZONE: Record<Format, string> = { json: 'America/New_York', slack: 'Europe/London', discord: 'UTC', telegram: 'Asia/Taipei', wecom: 'Asia/Shanghai', dingtalk: 'Asia/Shanghai', feishu: 'Asia/Taipei' };
const secret = (f: Format) => `sec-${f}-9f3a`;
const token = (f: Format) => `tok-${f}-77c1`;

interface Received {
  format: Format;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  body: any;
  at: number;
}

let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
let portal: ClockedPortal;
let scheduled: { recordId: number; publishTime: string };

function answerOf(format: Format): { status: number; body: string } {
  switch (format) {
    case 'wecom':
    case 'dingtalk':
      return { status: 200, body: '{"errcode":0,"errmsg":"ok"}' };
    case 'feishu':
      return { status: 200, body: '{"code":0,"msg":"success"}' };
    case 'telegram':
      return { status: 200, body: '{"ok":true,"result":{}}' };
    case 'discord':
      return { status: 204, body: '' };
    default:
      return { status: 200, body: 'ok' };
  }
}

test.beforeAll(async () => {
  // The receiver, then a portal that creates its archive: up to a minute on 2 cores beside the other runs.
  test.setTimeout(120_000);
  receiver = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://receiver');
      const format = url.pathname.split('/')[1] as Format;
      received.push({ format, url, headers: req.headers, raw, body: JSON.parse(raw), at: portal.clock.now() });
      const a = answerOf(format);
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'macrodesk-hooks-'));
  const file = path.join(dir, 'webhooks.json');
  const targets = FORMATS.map((format) => ({
    name: `group-${format}`,
    url: format === 'telegram' ? `${receiverUrl}/telegram/bot${token(format)}/sendMessage` : `${receiverUrl}/${format}/send?access_token=${token(format)}`,
    format,
    ...(['json', 'dingtalk', 'feishu'].includes(format) ? { secret: secret(format) } : {}),
    ...(format === 'telegram' ? { chatId: -1001234 } : {}),
    locale: LOCALE[format],
    timeZone: ZONE[format],
    rules: [{ filter: `watch=${IDX}`, before: [0], actual: true }],
  }));
  writeFileSync(file, JSON.stringify({ targets }));
  portal = await startClockedPortal({ token: 'hooks-token-0a1b2c', timeoutMs: 3000, env: { ARCHIVE: 'on', WEBHOOKS_FILE: file, METRICS_TOKEN } });
});

test.afterAll(async () => {
  await portal?.stop();
  await new Promise((r) => receiver?.close(r));
});

const ours = (r: Received) => r.raw.includes(IDX);
const by = (f: Format) => received.filter((r) => r.format === f && ours(r));
const kindOf = (r: Received) => (r.format === 'json' ? r.body.event : /修正|Revised/.test(r.raw) ? 'revised' : /即将|即將|Due now/.test(r.raw) ? 'before' : 'actual');

test('each target hears of a release once before it and once with its actual, in its own shape, language and zone, signed', async () => {
  const { clock } = portal;
  scheduled = await portal.control('releases', { inSeconds: 60, importance: 3, idxId: IDX });
  const publishAt = Date.parse(scheduled.publishTime.replace(' ', 'T') + '+08:00');
  const heard = (kind: string) => FORMATS.every((f) => received.some((r) => r.format === f && ours(r) && kindOf(r) === kind));
  // "0 minutes before" speaks half a minute ahead: the clock goes just past that moment, past
  // the 20 s today's answer is kept too, so the watcher's next look finds the release pending.
  await clock.advanceTo(publishAt - 28_000);
  await expect.poll(() => heard('before'), { timeout: 25_000, intervals: [500] }).toBe(true);
  expect(FORMATS.filter((f) => by(f).some((r) => kindOf(r) === 'actual')), 'no actual before its time').toEqual([]);
  // The release's time: the simulator publishes it, the watcher (looking every half second once it is due) tells.
  await clock.advanceTo(publishAt + 500);
  await expect.poll(() => heard('actual'), { timeout: 25_000, intervals: [500] }).toBe(true);
  // A few more ticks: nothing is sent twice.
  await new Promise((r) => setTimeout(r, 4000));
  for (const format of FORMATS) {
    const mine = received.filter((r) => r.format === format && ours(r));
    expect(mine.map(kindOf), format).toEqual(['before', 'actual']);
    const [before, actual] = mine as [Received, Received];
    // "0 minutes before" speaks as the release comes due, half a minute ahead; the actual within seconds of its time.
    expect(before.at, format).toBeLessThan(publishAt);
    expect(before.at, format).toBeGreaterThan(publishAt - 35_000);
    expect(actual.at - publishAt, format).toBeLessThan(10_000);
  }
  const link = `/indicators/${IDX}`;

  // json: the event and the release, signed over the exact body.
  for (const r of by('json')) {
    expect(r.headers['x-macrodesk-signature']).toBe(`sha256=${createHmac('sha256', secret('json')).update(r.raw).digest('hex')}`);
    expect(r.body.release.indicatorId).toBe(IDX);
    expect(r.body.url).toContain(`/en${link}`);
  }
  expect(by('json')[1]!.body.release.actual).not.toBeNull();
  // The time in the target's zone: New York's short zone name for the json target, Taipei's for telegram.
  expect(by('json')[0]!.body.text).toMatch(/E[SD]T/);
  expect(by('telegram')[0]!.body.text).toMatch(/GMT\+8|CST/);

  // DingTalk: markdown, signed in the query (timestamp in ms; base64 HmacSHA256 of "timestamp\nsecret").
  for (const r of by('dingtalk')) {
    expect(r.body.msgtype).toBe('markdown');
    expect(r.url.searchParams.get('access_token')).toBe(token('dingtalk'));
    const ts = r.url.searchParams.get('timestamp')!;
    expect(Math.abs(Number(ts) - r.at)).toBeLessThan(60_000);
    expect(r.url.searchParams.get('sign')).toBe(createHmac('sha256', secret('dingtalk')).update(`${ts}\n${secret('dingtalk')}`).digest('base64'));
    expect(r.body.markdown.text).toContain(`/zh-CN${link}`);
  }
  // Feishu: an interactive card, signed in the body (seconds; HmacSHA256 keyed "timestamp\nsecret" over nothing).
  for (const r of by('feishu')) {
    expect(r.body.msg_type).toBe('interactive');
    expect(r.body.sign).toBe(createHmac('sha256', `${r.body.timestamp}\n${secret('feishu')}`).update('').digest('base64'));
    expect(r.body.card.elements[0].text.content).toContain(`/zh-TW${link}`);
  }
  for (const r of by('wecom')) expect(r.body).toMatchObject({ msgtype: 'markdown', markdown: { content: expect.stringContaining(`(http://127.0.0.1:${new URL(portal.base).port}/zh-CN${link})`) } });
  for (const r of by('telegram')) expect(r.body).toMatchObject({ chat_id: -1001234, parse_mode: 'HTML' });
  for (const r of by('slack')) expect(r.body.blocks[0].text.type).toBe('mrkdwn');
  for (const r of by('discord')) expect(r.body.embeds[0].url).toContain(`/en${link}`);
  // Chinese for the Chinese groups, Traditional for the Taiwanese ones.
  expect(by('wecom')[1]!.raw).toMatch(/预期|已公布/);
  expect(by('feishu')[1]!.raw).toMatch(/預期|已公布/);
});

test('a revision of the actual speaks once more, once', async () => {
  const actual = by('json')[1]!.body.release.actual as string;
  const revisedTo = String((Number(actual) + 0.7).toFixed(2));
  const answer = await portal.control('releases/revise', { recordId: scheduled.recordId, actual: revisedTo });
  expect(answer.actual).toBe(revisedTo);
  // Today's answer is kept 20 s once nothing is pending: past that, the watcher's next look finds the revision.
  await portal.clock.advance(21_000);
  await expect.poll(() => FORMATS.every((f) => by(f).some((r) => kindOf(r) === 'revised')), { timeout: 30_000, intervals: [500] }).toBe(true);
  await new Promise((r) => setTimeout(r, 4000));
  for (const f of FORMATS) expect(by(f).map(kindOf), f).toEqual(['before', 'actual', 'revised']);
  const json = by('json')[2]!;
  expect(json.body.event).toBe('revised');
  expect(json.body.release.actual).toBe(revisedTo);
  expect(by('slack')[2]!.raw).toContain('Revised');
  expect(by('wecom')[2]!.raw).toContain('修正');
});

test('no URL token or secret reaches the log, health or metrics; the dead letters are counted', async () => {
  const health = JSON.stringify(await (await fetch(`${portal.base}/api/health?details`, { headers: { Authorization: `Bearer ${process.env.E2E_HEALTH_TOKEN || 'macrodesk-e2e-health-details'}` } })).json());
  const metrics = await (await fetch(`${portal.base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  expect(JSON.parse(health).delivery.sender).toMatchObject({ leader: true, recipients: FORMATS.length });
  await expect.poll(async () => (await (await fetch(`${portal.base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text()).match(/macrodesk_delivery_messages\{channel="hook",state="sent"\} (\d+)/)?.[1], { timeout: 20_000 }).toMatch(/^(1[4-9]|[2-9]\d|\d{3,})$/);
  expect(metrics).toContain('macrodesk_delivery_messages{channel="hook",state="dead"}');
  for (const text of [health, metrics, portal.log.join('\n')]) {
    for (const f of FORMATS) {
      expect(text).not.toContain(token(f));
      expect(text).not.toContain(secret(f));
    }
    expect(text).not.toContain(receiverUrl);
  }
});

test('a bad WEBHOOKS_FILE stops the start, naming the entry and the field', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'macrodesk-hooks-bad-'));
  const file = path.join(dir, 'webhooks.json');
  writeFileSync(file, JSON.stringify({ targets: [{ name: 'ops', url: 'https://example.test/hook', format: 'dingtalk', locale: 'en', timeZone: 'Mars/Olympus', rules: [{ actual: true }] }] }));
  const error = await startIsolated({ token: 'hooks-token-bad', timeoutMs: 3000, env: { ARCHIVE: 'on', WEBHOOKS_FILE: file } }).then(
    (p) => (p.stop(), null),
    (e: Error) => e,
  );
  expect(error?.message).toContain('Invalid configuration: WEBHOOKS_FILE targets[0] ("ops").timeZone: is not an IANA time zone name');
});
