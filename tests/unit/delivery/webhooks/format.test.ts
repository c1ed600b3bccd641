import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deliveryMessage } from '@/lib/delivery/message';
import { releaseJson } from '@/lib/delivery/release-json';
import { acceptance, postOf, type Item, type TargetLike } from '@/lib/delivery/webhooks/format';
import { release } from '../../support/archive-fixtures';

const origin = new URL('https://macrodesk.example');
const NOW = Date.parse('2026-11-06T13:30:05Z');
const words = { batchTitle: 'Releases at 08:30', open: 'Open in Macrodesk' };
const item = (over = {}, kind: Item['kind'] = 'actual'): Item => {
  const r = release({ title: 'Non-farm <payrolls>', ...over });
  return { kind, message: deliveryMessage({ kind, release: r }, 'en', 'America/New_York', origin), release: releaseJson(r, 'en', origin) };
};
const target = (format: TargetLike['format'], over: Partial<TargetLike> = {}): TargetLike => ({ url: 'https://hooks.example/x?access_token=t', format, locale: 'en', ...over });
const body = (format: TargetLike['format'], items = [item()], over: Partial<TargetLike> = {}) => {
  const p = postOf(target(format, over), items, words, NOW);
  return { ...p, json: JSON.parse(p.body) };
};

describe('webhook formats', () => {
  it('json: the event, the release, its text and link, signed as X-Macrodesk-Signature over the exact body', () => {
    const p = body('json', [item()], { secret: 's3cret' });
    expect(p.json).toMatchObject({ event: 'actual', release: { id: '1001', actual: '175', forecast: '150', url: 'https://macrodesk.example/en/indicators/112022041910001492' }, url: 'https://macrodesk.example/en/indicators/112022041910001492' });
    expect(p.json.text).toContain('175');
    const expected = 'sha256=' + createHmac('sha256', 's3cret').update(p.body).digest('hex');
    expect(p.headers['x-macrodesk-signature']).toBe(expected);
  });

  it('slack: text and a mrkdwn section with the link in <url|text> form, the title escaped', () => {
    const p = body('slack');
    expect(p.json.blocks[0]).toMatchObject({ type: 'section', text: { type: 'mrkdwn' } });
    expect(p.json.blocks[0].text.text).toContain('<https://macrodesk.example/en/indicators/112022041910001492|Open in Macrodesk>');
    expect(p.json.blocks[0].text.text).toContain('Non-farm &lt;payrolls&gt;');
    expect(typeof p.json.text).toBe('string');
  });

  it('discord: content and one embed per release with its URL; no mentions', () => {
    const p = body('discord', [item(), item({ id: '2', title: 'Unemployment rate' })]);
    expect(p.json.content).toBe('Releases at 08:30');
    expect(p.json.embeds).toHaveLength(2);
    expect(p.json.embeds[1]).toMatchObject({ url: 'https://macrodesk.example/en/indicators/112022041910001492' });
    expect(p.json.allowed_mentions).toEqual({ parse: [] });
  });

  it('telegram: sendMessage with chat_id and HTML parse mode, the title escaped', () => {
    const p = body('telegram', [item()], { chatId: -100123 });
    expect(p.json).toMatchObject({ chat_id: -100123, parse_mode: 'HTML' });
    expect(p.json.text).toContain('Non-farm &lt;payrolls&gt;');
    expect(p.json.text).toContain('<a href="https://macrodesk.example/en/indicators/112022041910001492">Open in Macrodesk</a>');
  });

  it('wecom: a markdown message', () => {
    const p = body('wecom');
    expect(p.json.msgtype).toBe('markdown');
    expect(p.json.markdown.content).toContain('[Open in Macrodesk](https://macrodesk.example/en/indicators/112022041910001492)');
    expect(p.json.markdown.content).toContain('Non-farm \\<payrolls\\>');
  });

  it('dingtalk: markdown with a title, signed in the query as DingTalk documents (timestamp in ms, HmacSHA256 of "timestamp\\nsecret", base64)', () => {
    const p = body('dingtalk', [item()], { secret: 'SECabc' });
    expect(p.json).toMatchObject({ msgtype: 'markdown', markdown: { title: expect.any(String) } });
    const u = new URL(p.url);
    expect(u.searchParams.get('access_token')).toBe('t');
    const ts = u.searchParams.get('timestamp')!;
    expect(Math.abs(Number(ts) - NOW)).toBeLessThan(3600_000);
    const sign = createHmac('sha256', 'SECabc').update(`${ts}\nSECabc`).digest('base64');
    expect(u.searchParams.get('sign')).toBe(sign);
  });

  it('feishu: an interactive card in lark_md, signed in the body as Feishu documents (seconds; key "timestamp\\nsecret" over nothing)', () => {
    const p = body('feishu', [item()], { secret: 'fs-secret' });
    expect(p.json.msg_type).toBe('interactive');
    expect(p.json.card.elements[0].text.tag).toBe('lark_md');
    const sign = createHmac('sha256', `${p.json.timestamp}\nfs-secret`).update('').digest('base64');
    expect(p.json.sign).toBe(sign);
    expect(Number(p.json.timestamp)).toBe(Math.floor(NOW / 1000));
  });

  it('batches releases of one minute under one heading where the format allows', () => {
    const p = body('dingtalk', [item(), item({ id: '2', title: 'Unemployment rate' })]);
    expect(p.json.markdown.title).toBe('Releases at 08:30');
    expect(p.json.markdown.text).toContain('Unemployment rate');
    expect(p.json.markdown.text).toContain('Non-farm');
  });
});

describe('what the platforms answer', () => {
  it.each([
    ['wecom', 200, '{"errcode":0,"errmsg":"ok"}', { ok: true }],
    ['wecom', 200, '{"errcode":45009,"errmsg":"api freq out of limit"}', { ok: false, retry: true }],
    ['wecom', 200, '{"errcode":93000,"errmsg":"invalid webhook url"}', { ok: false, retry: false }],
    ['dingtalk', 200, '{"errcode":310000,"errmsg":"sign not match"}', { ok: false, retry: false }],
    ['dingtalk', 200, '{"errcode":130101,"errmsg":"send too fast"}', { ok: false, retry: true }],
    ['feishu', 200, '{"code":0,"msg":"success"}', { ok: true }],
    ['feishu', 200, '{"code":19021,"msg":"sign match fail"}', { ok: false, retry: false }],
    ['telegram', 400, '{"ok":false,"error_code":400}', { ok: false, retry: false }],
    ['slack', 200, 'ok', { ok: true }],
    ['discord', 204, '', { ok: true }],
    ['json', 503, '', { ok: false, retry: true }],
    ['json', 429, '', { ok: false, retry: true }],
    ['json', 410, '', { ok: false, retry: false }],
  ] as const)('%s %d %s', (format, status, text, expected) => {
    expect(acceptance(format, status, text)).toMatchObject(expected);
  });
});
