import { createHmac } from 'node:crypto';
import type { Locale } from '@/lib/i18n/routing';
import type { Message } from '../message';
import type { DeliveryKind } from '../plan';
import type { ReleaseJson } from '../release-json';
import type { WebhookFormat } from './file';

/**
 * Each platform's own documented message shape (docs/operations.md,
 * "Webhooks and chat groups"): markdown where the platform has it, a link back
 * to the release's indicator page, and the signing each robot documents.
 */
export interface Post {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** One message of a post: several releases of the same minute and kind go out together where the format allows. */
export interface Item {
  kind: DeliveryKind;
  message: Message;
  release: ReleaseJson;
}

export interface TargetLike {
  url: string;
  format: WebhookFormat;
  secret?: string;
  chatId?: string | number;
  locale: Locale;
}

/** Markdown's special characters in text the upstream wrote (a title is no markup). */
const mdText = (s: string) => s.replace(/([\\`*_[\]<>|#~])/g, '\\$1');
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Slack's mrkdwn escapes only these three. */
const slackText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** The heading of a post: the one message's title, or the batch's. */
const headingOf = (items: Item[], batchTitle: string) => (items.length === 1 ? items[0]!.message.title : batchTitle);

/** A text of one message in a markdown dialect. */
function markdownLines(items: Item[], link: (text: string, url: string) => string, bold: (s: string) => string, esc: (s: string) => string, openWord: string): string {
  return items.map((i) => `${bold(esc(i.message.title))}\n${esc(i.message.body)}\n${link(openWord, i.message.url)}`).join('\n\n');
}

/** DingTalk's robot signing: HMAC-SHA256 of `timestamp\nsecret` with the secret, base64, in the query. */
export function dingtalkSigned(url: string, secret: string, nowMs: number): string {
  const sign = createHmac('sha256', secret).update(`${nowMs}\n${secret}`).digest('base64');
  const u = new URL(url);
  u.searchParams.set('timestamp', String(nowMs));
  u.searchParams.set('sign', sign);
  return u.toString();
}

/** Feishu's robot signing: HMAC-SHA256 keyed with `timestamp\nsecret` over nothing, base64, in the body. */
export function feishuSign(secret: string, nowS: number): string {
  return createHmac('sha256', `${nowS}\n${secret}`).update('').digest('base64');
}

/** The `json` format's signature: `sha256=` and the hex HMAC-SHA256 of the body with the target's secret. */
export const macrodeskSignature = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Whether a format takes several releases in one post. */
export const batches = (format: WebhookFormat) => format !== 'json';

/**
 * The post of `items` (one, or several of one minute and kind for a format
 * that batches) to a target. `words`: the batch's heading and the link's text
 * in the target's language.
 */
export function postOf(t: TargetLike, items: Item[], words: { batchTitle: string; open: string }, nowMs: number): Post {
  const heading = headingOf(items, words.batchTitle);
  switch (t.format) {
    case 'json': {
      const i = items[0]!;
      const body = JSON.stringify({ event: i.kind, release: i.release, text: `${i.message.title}\n${i.message.body}`, url: i.message.url });
      return { url: t.url, headers: { ...JSON_HEADERS, 'x-macrodesk-signature': macrodeskSignature(body, t.secret ?? '') }, body };
    }
    case 'slack': {
      const text = markdownLines(items, (w, u) => `<${u}|${slackText(w)}>`, (s) => `*${s}*`, slackText, words.open);
      return { url: t.url, headers: JSON_HEADERS, body: JSON.stringify({ text: slackText(heading), blocks: [{ type: 'section', text: { type: 'mrkdwn', text: text.slice(0, 2900) } }] }) };
    }
    case 'discord': {
      const embeds = items.slice(0, 10).map((i) => ({ title: i.message.title.slice(0, 256), description: i.message.body.slice(0, 4000), url: i.message.url }));
      return { url: t.url, headers: JSON_HEADERS, body: JSON.stringify({ content: heading.slice(0, 2000), embeds, allowed_mentions: { parse: [] } }) };
    }
    case 'telegram': {
      const text = items.map((i) => `<b>${html(i.message.title)}</b>\n${html(i.message.body)}\n<a href="${html(i.message.url)}">${html(words.open)}</a>`).join('\n\n');
      const head = items.length > 1 ? `<b>${html(heading)}</b>\n\n` : '';
      return { url: t.url, headers: JSON_HEADERS, body: JSON.stringify({ chat_id: t.chatId, text: (head + text).slice(0, 4096), parse_mode: 'HTML', link_preview_options: { is_disabled: true } }) };
    }
    case 'wecom': {
      const content = (items.length > 1 ? `### ${mdText(heading)}\n` : '') + markdownLines(items, (w, u) => `[${w}](${u})`, (s) => `**${s}**`, mdText, words.open);
      return { url: t.url, headers: JSON_HEADERS, body: JSON.stringify({ msgtype: 'markdown', markdown: { content: content.slice(0, 4096) } }) };
    }
    case 'dingtalk': {
      const text = `### ${mdText(heading)}\n\n` + markdownLines(items, (w, u) => `[${w}](${u})`, (s) => `**${s}**`, mdText, words.open).replace(/\n/g, '\n\n');
      const url = t.secret ? dingtalkSigned(t.url, t.secret, nowMs) : t.url;
      return { url, headers: JSON_HEADERS, body: JSON.stringify({ msgtype: 'markdown', markdown: { title: heading.slice(0, 64), text } }) };
    }
    case 'feishu': {
      const content = markdownLines(items, (w, u) => `[${w}](${u})`, (s) => `**${s}**`, (s) => s.replace(/([*_[\]~`])/g, '\\$1'), words.open);
      const nowS = Math.floor(nowMs / 1000);
      const signed = t.secret ? { timestamp: String(nowS), sign: feishuSign(t.secret, nowS) } : {};
      const card = { header: { title: { tag: 'plain_text', content: heading } }, elements: [{ tag: 'div', text: { tag: 'lark_md', content } }] };
      return { url: t.url, headers: JSON_HEADERS, body: JSON.stringify({ ...signed, msg_type: 'interactive', card }) };
    }
  }
}

/**
 * Whether the platform took the post: a 2xx, and for the robots that answer
 * 200 with an error code (WeCom, DingTalk: `errcode`; Feishu: `code`;
 * Telegram: `ok`), that code. `rate`: the platform says too fast.
 */
export function acceptance(format: WebhookFormat, status: number, text: string): { ok: true } | { ok: false; error: string; retry: boolean; gone?: boolean } {
  if (status === 429) return { ok: false, error: 'HTTP 429 (too fast)', retry: true };
  if (status >= 500) return { ok: false, error: `HTTP ${status}`, retry: true };
  if (status === 404 || status === 410) return { ok: false, error: `HTTP ${status} (no such hook)`, retry: false };
  if (status < 200 || status >= 300) return { ok: false, error: `HTTP ${status}`, retry: false };
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  const code = format === 'wecom' || format === 'dingtalk' ? body.errcode : format === 'feishu' ? (body.code ?? body.StatusCode) : undefined;
  if (code !== undefined && code !== 0) {
    // WeCom 45009, DingTalk 130101 (and 410100), Feishu 9499 and 11232: sent too fast, try later.
    const tooFast = [45009, 130101, 410100, 9499, 11232].includes(Number(code));
    return { ok: false, error: `${format} error ${String(code)}`, retry: tooFast };
  }
  if (format === 'telegram' && body.ok === false) return { ok: false, error: `telegram error ${String(body.error_code ?? '')}`, retry: body.error_code === 429 };
  return { ok: true };
}
