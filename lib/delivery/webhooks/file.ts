import 'server-only';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isTimeZone } from '@/lib/config';
import { ConfigError } from '@/lib/config-env';
import { routing } from '@/lib/i18n/routing';
import { zRules } from '../rules';

/** The formats a target may have (docs/design.md, "Delivery"). */
export const WEBHOOK_FORMATS = ['json', 'slack', 'discord', 'telegram', 'wecom', 'dingtalk', 'feishu'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

const zTarget = z
  .object({
    name: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores'),
    url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
    format: z.enum(WEBHOOK_FORMATS, { error: `must be one of ${WEBHOOK_FORMATS.join(', ')}` }),
    secret: z.string().min(1).max(512).optional(),
    chatId: z.union([z.string().min(1).max(64), z.number().int()]).optional(),
    locale: z.enum(routing.locales, { error: `must be one of ${routing.locales.join(', ')}` }),
    timeZone: z.string().refine(isTimeZone, 'is not an IANA time zone name'),
    rules: zRules,
  })
  .strict()
  .superRefine((t, ctx) => {
    if (t.format === 'telegram' && t.chatId === undefined) ctx.addIssue({ code: 'custom', path: ['chatId'], message: 'is required for telegram (the chat the bot posts to)' });
    if (t.format === 'json' && !t.secret) ctx.addIssue({ code: 'custom', path: ['secret'], message: 'is required for json (the body is signed with it)' });
  });
export type WebhookTarget = z.output<typeof zTarget>;

const zFile = z
  .object({ targets: z.array(zTarget).max(200) })
  .strict()
  .superRefine((f, ctx) => {
    const seen = new Set<string>();
    for (const [i, t] of f.targets.entries()) {
      if (seen.has(t.name)) ctx.addIssue({ code: 'custom', path: ['targets', i, 'name'], message: `"${t.name}" names two targets` });
      seen.add(t.name);
    }
  });

/** A path of an issue as the operator reads it: `targets[2] ("desk").rules[0].before`. */
function where(path: PropertyKey[], raw: unknown): string {
  let out = '';
  for (const [i, p] of path.entries()) {
    if (typeof p === 'number') {
      out += `[${p}]`;
      const name = i === 1 && path[0] === 'targets' ? (raw as { targets?: { name?: unknown }[] })?.targets?.[p]?.name : undefined;
      if (typeof name === 'string') out += ` ("${name.slice(0, 64)}")`;
    } else out += `${out ? '.' : ''}${String(p)}`;
  }
  return out || 'the file';
}

/** The targets of a webhooks file's text; throws a ConfigError naming the entry and the field. The URLs and secrets are never in the message. */
export function parseWebhooks(text: string): WebhookTarget[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError('WEBHOOKS_FILE', `is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = zFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError('WEBHOOKS_FILE', `${where(issue.path, raw)}: ${issue.message}`);
  }
  return parsed.data.targets;
}

export function readWebhooksFile(path: string): WebhookTarget[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError('WEBHOOKS_FILE', `cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  return parseWebhooks(text);
}
