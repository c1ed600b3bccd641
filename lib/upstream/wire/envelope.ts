import { z } from 'zod';

/**
 * The response envelopes of docs/upstream.md "Envelopes": legacy code 0,
 * tokened calendar / market / news code 200. The text key is `message` or
 * `msg` depending on the operation ("a client accepts either").
 */
export type Family = 'legacy' | 'tokened' | 'market' | 'news';

export const SUCCESS_CODE: Record<Family, number> = { legacy: 0, tokened: 200, market: 200, news: 200 };

const code = z.union([
  z.number().int(),
  // Legacy values are strings everywhere else; accept "0" should the code be one too.
  z.string().regex(/^-?\d+$/).transform(Number),
]);

export const envelopeSchema = z.object({
  code,
  message: z.string().nullish(),
  msg: z.string().nullish(),
  // Error answers may leave data out.
  data: z.unknown().optional(),
});

export type Envelope = z.infer<typeof envelopeSchema>;

export function envelopeText(envelope: Envelope): string {
  return (envelope.message || envelope.msg || '').trim();
}

/**
 * The legacy family answers a disallowed `d` with an error "that tells which
 * values are permitted" (docs/upstream.md Errors 2); its wording is not shown,
 * so the period codes are picked out of the text after an "allowed" marker
 * (the refused value may be echoed before it), or out of all of it. `yyyyMMdd`,
 * `day`, `date` or a sample day all mean "a specific day" and come back as `day`.
 */
export function allowedPeriodsIn(text: string): string[] {
  const marker = text.search(/allowed|allow|允许|允許|可用/i);
  const list = marker < 0 ? text : text.slice(marker);
  const found = new Set<string>();
  for (const m of list.matchAll(/(?<![A-Za-z0-9])(W1|W|M1|M|yyyyMMdd|day|date|\d{8})(?![A-Za-z0-9])/g)) {
    found.add(/^(W1?|M1?)$/.test(m[1]) ? m[1] : 'day');
  }
  return ['W', 'W1', 'M', 'M1', 'day'].filter((p) => found.has(p));
}
