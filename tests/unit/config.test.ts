import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, SIMULATOR_TOKEN } from '@/lib/config';

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
