import { AsyncLocalStorage, createHook } from 'node:async_hooks';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureOutsideRequests, outsideRequests } from '@/lib/memory/outside-requests.mjs';
import { createSend } from '@/lib/upstream/http';

// Captured here, at module load, outside any request (as instrumentation.ts does at start).
captureOutsideRequests();

const request = new AsyncLocalStorage<{ url: string }>();

/** Stores of `request` that the TCP handles created while `run` goes carry (Node copies them in at creation). */
async function storesOfSocketsOpenedBy(run: () => Promise<unknown>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const hook = createHook({
    init(_id, type) {
      if (type === 'TCPWRAP') seen.push(request.getStore());
    },
  }).enable();
  try {
    await run();
  } finally {
    hook.disable();
  }
  return seen;
}

describe('outside requests', () => {
  // Two origins, so that neither test finds a socket the other left open.
  const servers: Server[] = [];
  let plain: string;
  let upstream: string;
  async function listen(): Promise<string> {
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 200, msg: 'ok', data: [] }));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  beforeAll(async () => {
    plain = await listen();
    upstream = await listen();
  });
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.closeAllConnections() ?? s.close(resolve)))));

  it('runs a function without the caller request store, and gives the caller its store back', async () => {
    await request.run({ url: '/en/calendar' }, async () => {
      expect(outsideRequests(() => request.getStore())).toBeUndefined();
      const inside = await outsideRequests(async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return request.getStore();
      });
      expect(inside).toBeUndefined();
      expect(request.getStore()).toEqual({ url: '/en/calendar' });
    });
  });

  it('a keep-alive socket opened by a plain fetch in a request keeps that request (the leak)', async () => {
    const stores = await storesOfSocketsOpenedBy(() =>
      request.run({ url: '/en/news?date=2024-12-27' }, async () => {
        const res = await fetch(`${plain}/plain`, { headers: { connection: 'keep-alive' } });
        await res.text();
      }),
    );
    expect(stores).toContainEqual({ url: '/en/news?date=2024-12-27' });
  });

  it('the upstream client opens its sockets outside the request being rendered', async () => {
    const send = createSend({
      baseUrl: `${upstream}/base`, altBaseUrl: null, legacyBaseUrl: null, token: 't', timeoutMs: 2000,
    } as never);
    const stores = await storesOfSocketsOpenedBy(() =>
      request.run({ url: '/en/calendar?date=2024-12-26' }, async () => {
        await send({ operation: 'calendar.week', host: 'base', family: 'tokened', path: '/x' });
        expect(request.getStore()).toEqual({ url: '/en/calendar?date=2024-12-26' });
      }),
    );
    expect(stores.length).toBeGreaterThan(0);
    expect(stores).not.toContainEqual({ url: '/en/calendar?date=2024-12-26' });
  });
});
