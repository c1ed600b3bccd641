// The public API as its description says (docs/design.md, "The public API"):
// the live document validates, names every route, and every route's live
// answers (its examples, and a request it refuses) have the described shape.
import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, test } from '@playwright/test';
import { errorBody } from '../../lib/openapi/shapes';
import { apiRoutes } from '../../lib/openapi/routes';

const ZONE = 'Asia/Shanghai';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const routes = apiRoutes(ZONE);

test('the live description is a valid OpenAPI 3.1 document of every route, open to any site', async ({ request }) => {
  const res = await request.get('/api/openapi.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['access-control-allow-origin']).toBe('*');
  const doc = await res.json();
  const result = await new Validator().validate(doc);
  expect(result.errors ?? []).toEqual([]);
  expect(Object.keys(doc.paths).sort()).toEqual(routes.map((r) => r.path).sort());
  // Its examples name today in the portal's default zone.
  expect(doc.paths['/api/calendar'].get.description).toContain(`date=${today()}`);
});

/** A stream's first part: its status, content type, CORS header and the text read until the first event or a comment. */
async function firstOfStream(baseURL: string, path: string) {
  const abort = new AbortController();
  const res = await fetch(new URL(path, baseURL), { signal: abort.signal });
  const reader = res.body!.getReader();
  let text = '';
  while (!/\n\n/.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  abort.abort();
  return { status: res.status, type: (res.headers.get('content-type') ?? '').split(';')[0]!, cors: res.headers.get('access-control-allow-origin'), text };
}

// The push subscriptions' writes are same-origin POST and DELETE: tests/e2e/push-server.spec.ts asks them.
for (const route of routes.filter((r) => !r.method)) {
  test(`${route.path}: its examples answer as described, and a refused request names its parameter`, async ({ request, baseURL }) => {
    for (const example of route.examples(today())) {
      if (route.stream) {
        const first = await firstOfStream(baseURL!, example);
        expect(first.status, example).toBe(200);
        expect(first.cors, example).toBe('*');
        expect(route.ok[first.type], `${example} answered ${first.type}`).toBeDefined();
        expect(first.text, example).toMatch(/^retry: \d+\n/);
        continue;
      }
      const res = await request.get(example);
      const type = (res.headers()['content-type'] ?? '').split(';')[0]!;
      expect(res.headers()['access-control-allow-origin'], example).toBe('*');
      if (res.status() !== 200) {
        // Only a described error, in the one error shape (an archive route before the archive holds the indicator).
        expect(Object.keys(route.errors), `${example} answered ${res.status()}`).toContain(String(res.status()));
        expect(errorBody.safeParse(await res.json()).error?.issues ?? []).toEqual([]);
        continue;
      }
      const body = route.ok[type];
      expect(body, `${example} answered ${type}`).toBeDefined();
      if (body && 'schema' in body) {
        const parsed = body.schema.safeParse(await res.json());
        expect(parsed.error?.issues.slice(0, 5) ?? [], example).toEqual([]);
      } else {
        expect((await res.text()).length, example).toBeGreaterThan(0);
      }
    }
    if (route.refused) {
      const res = await request.get(route.refused.url);
      expect(res.status(), route.refused.url).toBe(400);
      const json = await res.json();
      expect(errorBody.safeParse(json).error?.issues ?? []).toEqual([]);
      expect(json.error.message).toMatch(new RegExp(`^${route.refused.param}: `));
    }
  });
}
