import { describe, expect, it } from 'vitest';
import type { Delivery } from '@/lib/delivery/outbox';
import { POSTS_PER_MINUTE, webhookChannel, type Poster } from '@/lib/delivery/webhooks/channel';
import type { WebhookTarget } from '@/lib/delivery/webhooks/file';
import { release } from '../../support/archive-fixtures';

process.env.SIMULATOR_URL ??= 'http://127.0.0.1:9';

const target = (over: Partial<WebhookTarget> = {}): WebhookTarget => ({
  name: 'desk', url: 'https://hooks.example/send?access_token=TOKEN-IN-URL', format: 'wecom', locale: 'zh-TW', timeZone: 'Asia/Taipei', rules: [{ filter: '', before: [], actual: true }], ...over,
});
const delivery = (id: string, minute = '13:30'): Delivery => ({
  recipient: 'hook:desk', releaseKey: id, kind: 'actual', revision: '', attempts: 0,
  payload: { release: release({ id, publishedAt: `2026-11-06T${minute}:00.000Z` }) },
});

function recorder(answer: () => Promise<{ status: number; text: string }> = async () => ({ status: 200, text: '{"errcode":0}' })) {
  const posts: { url: string; body: string }[] = [];
  const post: Poster = async (url, init) => {
    posts.push({ url, body: init.body });
    return answer();
  };
  return { posts, post };
}

describe('the webhook channel', () => {
  it('sends the releases of one minute in one post, other minutes apart', async () => {
    const r = recorder();
    const ch = webhookChannel([target()], { post: r.post });
    const [recipient] = await ch.recipients(null as never);
    const outcomes = await ch.send(recipient!, [delivery('a'), delivery('b'), delivery('c', '14:00')]);
    expect(outcomes).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(r.posts).toHaveLength(2);
    expect(JSON.parse(r.posts[0]!.body).markdown.content).toMatch(/21:30 .*公布的數據/);
  });

  it('a json target gets one signed post per message', async () => {
    const r = recorder(async () => ({ status: 204, text: '' }));
    const ch = webhookChannel([target({ format: 'json', secret: 's' })], { post: r.post });
    const [recipient] = await ch.recipients(null as never);
    await ch.send(recipient!, [delivery('a'), delivery('b')]);
    expect(r.posts).toHaveLength(2);
  });

  it(`keeps to ${POSTS_PER_MINUTE} posts a minute per target: the next waits, uncounted`, async () => {
    const r = recorder();
    let now = Date.parse('2026-11-06T13:30:00Z');
    const ch = webhookChannel([target({ format: 'slack' })], { post: r.post, now: () => now });
    const [recipient] = await ch.recipients(null as never);
    const many = Array.from({ length: POSTS_PER_MINUTE + 1 }, (_, i) => delivery(`r${i}`, `13:${String(i).padStart(2, '0')}`));
    const outcomes = await ch.send(recipient!, many);
    expect(r.posts).toHaveLength(POSTS_PER_MINUTE);
    expect(outcomes.at(-1)).toEqual({ ok: false, postponeMs: 60_000 });
    now += 60_000;
    expect(await ch.send(recipient!, [many.at(-1)!])).toEqual([{ ok: true }]);
  });

  it('a network failure is retried and said without the URL', async () => {
    const r = recorder(async () => {
      throw new TypeError('fetch failed: https://hooks.example/send?access_token=TOKEN-IN-URL');
    });
    const ch = webhookChannel([target()], { post: r.post });
    const [recipient] = await ch.recipients(null as never);
    const [outcome] = await ch.send(recipient!, [delivery('a')]);
    expect(outcome).toEqual({ ok: false, error: 'network error', retry: true });
  });
});
