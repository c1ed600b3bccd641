import { describe, expect, it } from 'vitest';
import { DEFAULT_UPSTREAM_RATE_PER_S, parseConfig, SIMULATOR_TOKEN } from '@/lib/config';
import { ConfigError } from '@/lib/config-env';

describe('parseConfig', () => {
  it('runs on the simulator when UPSTREAM_BASE_URL is unset', () => {
    const c = parseConfig({ SIMULATOR_URL: 'http://127.0.0.1:4000/' });
    expect(c.simulator).toBe(true);
    expect(c.upstream.baseUrl).toBe('http://127.0.0.1:4000/base');
    expect(c.upstream.altBaseUrl).toBe('http://127.0.0.1:4000/alt');
    expect(c.upstream.legacyBaseUrl).toBe('http://127.0.0.1:4000/legacy');
    expect(c.upstream.token).toBe(SIMULATOR_TOKEN);
    expect(c.upstream.timeZone).toBe('Asia/Shanghai');
    expect(c.upstream.timeoutMs).toBe(5000);
    expect(c.embedAllowedOrigins).toBe('*');
    expect(c.redisUrl).toBeNull();
  });

  it('refuses to start with neither a real upstream nor a simulator', () => {
    expect(() => parseConfig({})).toThrow(/UPSTREAM_BASE_URL/);
  });

  it('talks to the real service when the UPSTREAM_* variables are set; legacy off without its URL', () => {
    const c = parseConfig({
      UPSTREAM_BASE_URL: 'https://data.example.com',
      UPSTREAM_ALT_BASE_URL: 'https://alt.example.com/',
      UPSTREAM_TOKEN: 'secret',
      MARKET_EXCHANGES: 'wgjs,WH',
      UPSTREAM_TIMEOUT_MS: '2500',
    });
    expect(c.simulator).toBe(false);
    expect(c.upstream.altBaseUrl).toBe('https://alt.example.com');
    expect(c.upstream.legacyBaseUrl).toBeNull();
    expect(c.upstream.timeoutMs).toBe(2500);
    expect(c.marketExchanges).toEqual(['WGJS', 'WH']);
  });

  it.each([
    [{ UPSTREAM_BASE_URL: 'https://a.example.com', UPSTREAM_TOKEN: 't' }, 'UPSTREAM_ALT_BASE_URL'],
    [{ UPSTREAM_BASE_URL: 'https://a.example.com', UPSTREAM_ALT_BASE_URL: 'https://b.example.com' }, 'UPSTREAM_TOKEN'],
    [{ SIMULATOR_URL: 'http://127.0.0.1:1', UPSTREAM_TIME_ZONE: 'Mars/Olympus' }, 'UPSTREAM_TIME_ZONE'],
    [{ SIMULATOR_URL: 'http://127.0.0.1:1', DEFAULT_TIME_ZONE: 'nowhere' }, 'DEFAULT_TIME_ZONE'],
    [{ SIMULATOR_URL: 'http://127.0.0.1:1', UPSTREAM_TIMEOUT_MS: 'soon' }, 'UPSTREAM_TIMEOUT_MS'],
    [{ SIMULATOR_URL: 'http://127.0.0.1:1', MARKET_EXCHANGES: 'WGJS;rm -rf' }, 'MARKET_EXCHANGES'],
    [{ SIMULATOR_URL: 'http://127.0.0.1:1', REDIS_URL: 'http://not-redis' }, 'REDIS_URL'],
    [{ UPSTREAM_BASE_URL: 'ftp://x.example.com' }, 'UPSTREAM_BASE_URL'],
  ])('names the bad variable %#', (env, variable) => {
    let error: unknown;
    try {
      parseConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toContain(variable);
  });

  it('never puts the token into an error message', () => {
    expect(() =>
      parseConfig({ UPSTREAM_BASE_URL: 'https://a.example.com', UPSTREAM_TOKEN: 'tok-123', UPSTREAM_TIMEOUT_MS: 'x' }),
    ).toThrow(/^(?!.*tok-123)/s);
  });
  it('keeps the history archive on by default, embedded in .data, backfilling 2 calls/s from five years back', () => {
    const c = parseConfig({ SIMULATOR_URL: 'http://127.0.0.1:4000' });
    expect(c.archive).toEqual({ enabled: true, databaseUrl: null, dataDir: '.data', backfillFrom: null, ratePerS: 2 });
    const p = parseConfig({
      SIMULATOR_URL: 'http://127.0.0.1:4000', ARCHIVE: 'off', DATABASE_URL: 'postgres://app@db.example:5432/macrodesk',
      DATA_DIR: '/var/lib/macrodesk', ARCHIVE_BACKFILL_FROM: '2010-01-01', ARCHIVE_RATE_PER_S: '0.5',
    });
    expect(p.archive).toEqual({ enabled: false, databaseUrl: 'postgres://app@db.example:5432/macrodesk', dataDir: '/var/lib/macrodesk', backfillFrom: '2010-01-01', ratePerS: 0.5 });
  });

  it.each([
    ['ARCHIVE', 'no'],
    ['DATABASE_URL', 'mysql://db.example/x'],
    ['ARCHIVE_BACKFILL_FROM', '2010-02-30'],
    ['ARCHIVE_RATE_PER_S', '-1'],
  ])('stops on a bad %s, naming it', (variable, value) => {
    expect(() => parseConfig({ SIMULATOR_URL: 'http://127.0.0.1:4000', [variable]: value })).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });
});

describe('hardening variables (PUBLIC_URL, TRUST_PROXY, RATE_LIMIT, CACHE_MAX_MB)', () => {
  const sim = { SIMULATOR_URL: 'http://127.0.0.1:4000' };

  it('defaults as docs/design.md says', () => {
    const c = parseConfig({ ...sim, PORT: '3210' });
    expect(c.publicUrl).toBe('http://127.0.0.1:3210');
    expect(c.trustProxy).toBe(0);
    expect(c.rateLimit).toEqual({ perSecond: 10, burst: 40 });
    // An eighth of the heap limit, at most 16 MB (docs/operations.md, "Memory"); a test process's heap is roomy.
    expect(c.cacheMaxBytes).toBe(16 * 1024 * 1024);
    expect(parseConfig(sim).publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('reads each of them', () => {
    const c = parseConfig({ ...sim, PUBLIC_URL: 'https://Macrodesk.example/', TRUST_PROXY: '2', RATE_LIMIT: '2.5:8', CACHE_MAX_MB: '16' });
    expect(c.publicUrl).toBe('https://macrodesk.example');
    expect(c.trustProxy).toBe(2);
    expect(c.rateLimit).toEqual({ perSecond: 2.5, burst: 8 });
    expect(c.cacheMaxBytes).toBe(16 * 1024 * 1024);
    expect(parseConfig({ ...sim, RATE_LIMIT: 'off' }).rateLimit).toBeNull();
  });

  it.each([
    [{ PUBLIC_URL: 'https://macrodesk.example/portal' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://user:pw@macrodesk.example' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT: '10' }, 'RATE_LIMIT'],
    [{ RATE_LIMIT: '0:40' }, 'RATE_LIMIT'],
    [{ RATE_LIMIT: '10:0' }, 'RATE_LIMIT'],
    [{ CACHE_MAX_MB: '0' }, 'CACHE_MAX_MB'],
  ])('names the bad variable %#', (env, variable) => {
    expect(() => parseConfig({ ...sim, ...env })).toThrow(ConfigError);
    expect(() => parseConfig({ ...sim, ...env })).toThrow(variable);
  });
});

describe('operating variables (UPSTREAM_RATE_PER_S, PAGE_RATE_LIMIT, HEALTH_TOKEN, METRICS_TOKEN)', () => {
  const sim = { SIMULATOR_URL: 'http://127.0.0.1:4000' };

  it('defaults to a documented upstream budget, a generous page limit and no operator endpoints', () => {
    const c = parseConfig(sim);
    expect(c.upstreamRatePerS).toBe(DEFAULT_UPSTREAM_RATE_PER_S);
    expect(c.pageRateLimit).toEqual({ perSecond: 10, burst: 60 });
    expect(c.healthToken).toBeNull();
    expect(c.metricsToken).toBeNull();
  });

  it('reads each of them', () => {
    const token = 'a-long-operator-token';
    const c = parseConfig({ ...sim, UPSTREAM_RATE_PER_S: '7.5', PAGE_RATE_LIMIT: '3:9', HEALTH_TOKEN: token, METRICS_TOKEN: `${token}-2` });
    expect(c.upstreamRatePerS).toBe(7.5);
    expect(c.pageRateLimit).toEqual({ perSecond: 3, burst: 9 });
    expect(c.healthToken).toBe(token);
    expect(c.metricsToken).toBe(`${token}-2`);
    expect(parseConfig({ ...sim, PAGE_RATE_LIMIT: 'off' }).pageRateLimit).toBeNull();
  });

  it.each([
    [{ UPSTREAM_RATE_PER_S: '0' }, 'UPSTREAM_RATE_PER_S'],
    [{ UPSTREAM_RATE_PER_S: 'fast' }, 'UPSTREAM_RATE_PER_S'],
    [{ PAGE_RATE_LIMIT: '10' }, 'PAGE_RATE_LIMIT'],
    [{ PAGE_RATE_LIMIT: '0:10' }, 'PAGE_RATE_LIMIT'],
    [{ HEALTH_TOKEN: 'short' }, 'HEALTH_TOKEN'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
  ])('names the bad variable %#', (env, variable) => {
    expect(() => parseConfig({ ...sim, ...env })).toThrow(ConfigError);
    expect(() => parseConfig({ ...sim, ...env })).toThrow(variable);
  });
});
