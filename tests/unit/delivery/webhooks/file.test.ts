import { describe, expect, it } from 'vitest';
import { parseWebhooks } from '@/lib/delivery/webhooks/file';

const good = { name: 'desk', url: 'https://oapi.dingtalk.com/robot/send?access_token=SECRET-TOKEN', format: 'dingtalk', secret: 'SEC123', locale: 'zh-CN', timeZone: 'Asia/Shanghai', rules: [{ filter: 'importance=3', before: [15], actual: true }] };
const file = (...targets: unknown[]) => JSON.stringify({ targets });

describe('WEBHOOKS_FILE', () => {
  it('reads targets with their rules', () => {
    const [t] = parseWebhooks(file(good));
    expect(t).toMatchObject({ name: 'desk', format: 'dingtalk', locale: 'zh-CN', rules: [{ filter: 'importance=3', before: [15], actual: true }] });
  });

  it.each([
    [{ ...good, format: 'msteams' }, /^Invalid configuration: WEBHOOKS_FILE targets\[0\] \("desk"\)\.format: must be one of json, slack/],
    [{ ...good, timeZone: 'Mars/Base' }, /targets\[0\] \("desk"\)\.timeZone: is not an IANA time zone name/],
    [{ ...good, rules: [{ filter: 'importance=4', before: [15] }] }, /targets\[0\] \("desk"\)\.rules\[0\]\.filter: importance: must be a subset of 1,2,3/],
    [{ ...good, rules: [{ filter: 'colour=red', actual: true }] }, /rules\[0\]\.filter: colour: not a calendar filter/],
    [{ ...good, rules: [{ before: [10] }] }, /rules\[0\]\.before\[0\]/],
    [{ ...good, rules: [{ filter: '' }] }, /rules\[0\]\.before: a rule must speak/],
    [{ ...good, format: 'telegram' }, /targets\[0\] \("desk"\)\.chatId: is required for telegram/],
    [{ ...good, format: 'json', secret: undefined }, /\.secret: is required for json/],
    [{ ...good, url: 'ftp://x' }, /\.url: must be an http\(s\) URL/],
    [{ ...good, locale: 'fr' }, /\.locale: must be one of zh-CN, en, zh-TW/],
    [{ ...good, extra: 1 }, /targets\[0\] \("desk"\)/],
  ])('stops the start naming the entry and the field: %#', (target, message) => {
    expect(() => parseWebhooks(file(target))).toThrow(message);
  });

  it('names the second of two targets of one name, and a file that is not JSON', () => {
    expect(() => parseWebhooks(file(good, good))).toThrow(/targets\[1\] \("desk"\)\.name: "desk" names two targets/);
    expect(() => parseWebhooks('{targets:')).toThrow(/WEBHOOKS_FILE is not JSON/);
  });

  it('never repeats a URL or a secret in its message', () => {
    try {
      parseWebhooks(file({ ...good, timeZone: 'nowhere' }));
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toMatch(/SECRET-TOKEN|SEC123/);
    }
  });
});
