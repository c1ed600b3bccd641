import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { calendarFilterParams, exportFilters } from '@/lib/calendar/api-query';
import { openApiDocument } from '@/lib/openapi/document';
import { apiRoutes } from '@/lib/openapi/routes';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';

const root = path.resolve(import.meta.dirname, '../../..');
const doc = openApiDocument({ origin: 'https://macrodesk.example', defaultZone: 'Asia/Shanghai', today: '2026-11-27', version: '1.0.0' });

/** Every route file under app/api, relative to the project. */
function routeFiles(dir = 'app/api'): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return routeFiles(rel);
    return name === 'route.ts' ? [rel] : [];
  });
}

type Param = { name: string; in: string; required: boolean; schema: Record<string, unknown>; explode?: boolean };
const paramsOf = (p: string) => ((doc.paths as Record<string, { get: { parameters: Param[] } }>)[p]?.get.parameters ?? []);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document for a maintained validator, every reference resolving', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Every $ref points at a schema of components.
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    const schemas = (doc.components as { schemas: Record<string, unknown> }).schemas;
    for (const ref of refs) expect(schemas).toHaveProperty(ref.replace(/^"\$ref":"#\/components\/schemas\//, '').replace(/"$/, ''));
    expect(refs.length).toBeGreaterThan(5);
  });

  it('describes every route under app/api (but the bench builds\' own), and names only files that exist', () => {
    const listed = apiRoutes('Asia/Shanghai').map((r) => r.file).sort();
    const files = routeFiles().filter((f) => !f.startsWith('app/api/bench-baseline/')).sort();
    expect(listed).toEqual(files);
  });

  it('takes its parameters from the routes\' own query schemas: required, defaults and closed lists', () => {
    const calendar = paramsOf('/api/calendar');
    expect(calendar.find((p) => p.name === 'date')).toMatchObject({ in: 'query', required: true });
    expect(calendar.find((p) => p.name === 'tz')).toMatchObject({ required: false, schema: { default: 'Asia/Shanghai' } });
    expect(calendar.find((p) => p.name === 'date')?.schema).toMatchObject({ format: 'date' });
    expect(calendar.find((p) => p.name === 'locale')?.schema).toMatchObject({ enum: ['zh-CN', 'en', 'zh-TW'] });
    const exportParams = paramsOf('/api/calendar/export');
    expect(exportParams.find((p) => p.name === 'format')?.schema).toMatchObject({ enum: ['ics', 'csv', 'json'] });
    expect(exportParams.find((p) => p.name === 'currency')).toMatchObject({ explode: true, schema: { type: 'array', items: { enum: expect.arrayContaining(['USD', 'EUR']) } } });
    expect(paramsOf('/api/kline').find((p) => p.name === 'interval')?.schema).toMatchObject({ enum: expect.arrayContaining(['min1', 'day']) });
    expect(paramsOf('/api/indicators/{idxId}/history').find((p) => p.name === 'idxId')).toMatchObject({ in: 'path', required: true, schema: { pattern: '^\\d{1,20}$' } });
    expect(paramsOf('/api/quotes').find((p) => p.name === 'codes')).toMatchObject({ required: true, schema: { type: 'string' } });
  });

  it('describes 400 and 429 on every route, with the one error shape, and Retry-After where it is sent', () => {
    for (const [p, item] of Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }>; headers?: object }> }>>)) {
      const { responses } = Object.values(item)[0]!;
      expect(responses['400']?.content?.['application/json']?.schema, p).toEqual({ $ref: '#/components/schemas/Error' });
      expect(responses['429']?.headers, p).toHaveProperty('Retry-After');
      if (responses['503']) expect(responses['503'].headers, p).toHaveProperty('Retry-After');
    }
    expect((doc.components as { schemas: Record<string, unknown> }).schemas.Error).toMatchObject({ required: ['error'] });
  });

  it('gives each route working examples on the portal\'s own paths', () => {
    for (const route of apiRoutes('Asia/Shanghai')) {
      const examples = route.examples('2026-11-27');
      expect(examples.length, route.path).toBeGreaterThan(0);
      const pattern = new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/?]+').replace(/\./g, '\\.')}(\\?|$)`);
      for (const e of examples) expect(e, route.path).toMatch(pattern);
    }
  });
});

it('the developers page has each route\'s sentence in all three languages', () => {
  for (const messages of [en, zhCN, zhTW]) {
    const sentences = messages.Developers.routes as Record<string, string>;
    expect(Object.keys(sentences).sort()).toEqual(apiRoutes('Asia/Shanghai').map((r) => r.key).sort());
  }
});

describe('the filter parameters\' schema', () => {
  // What the export route reads (exportFilters) and what the document says must agree.
  const cases: Record<string, string>[] = [
    {}, { importance: '3' }, { importance: '2,3' }, { importance: '4' }, { importance: 'high' },
    { country: '美国' }, { country: 'x'.repeat(41) }, { category: 'inflation,employment' }, { category: 'weather' },
    { currency: 'EUR' }, { currency: 'eur' }, { currency: 'XYZ' }, { watch: '112022041900110008' }, { watch: 'abc' },
    { q: 'CPI' }, { q: 'x'.repeat(81) }, { sort: 'surprise' }, { sort: 'size' },
  ];
  const split = (params: Record<string, string>) =>
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, k === 'q' || k === 'sort' ? v : v.split(',')]));
  for (const params of cases) {
    it(`agrees with the route on ${JSON.stringify(params)}`, () => {
      expect(calendarFilterParams.safeParse(split(params)).success).toBe(exportFilters(params).ok);
    });
  }
});
