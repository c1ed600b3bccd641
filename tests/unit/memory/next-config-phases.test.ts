import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { describe, expect, it } from 'vitest';
import config from '@/next.config';

// next-intl's plugin configures only the bundler; the production server goes
// without it, and without the native compiler it loads (docs/operations.md, "Memory").
describe('next.config.ts by phase', () => {
  it('the production server gets the portal settings without the bundler rules', async () => {
    const server = await config(PHASE_PRODUCTION_SERVER);
    expect(server.turbopack).toBeUndefined();
    expect(server.webpack).toBeUndefined();
    expect(server.poweredByHeader).toBe(false);
    expect(server.serverExternalPackages).toContain('@electric-sql/pglite');
    expect((await server.headers!()).length).toBeGreaterThan(0);
  });

  it.each([PHASE_PRODUCTION_BUILD, PHASE_DEVELOPMENT_SERVER])('%s gets next-intl: its request config and precompiled messages', async (phase) => {
    const built = await config(phase);
    expect(built.turbopack?.resolveAlias?.['next-intl/config']).toBe('./lib/i18n/request.ts');
    expect(JSON.stringify(built.turbopack?.rules)).toContain('"precompile":true');
    expect(built.poweredByHeader).toBe(false);
  });
});
