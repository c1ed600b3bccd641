import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CONFIG_VARIABLE, builtConfigEnv } from '@/lib/memory/built-config.mjs';

// The production server takes Next's configuration from its build, not from
// next.config.ts compiled again by Next's native compiler (docs/operations.md, "Memory").
describe("the build's configuration for the production server", () => {
  const manifest = { version: 1, config: { distDir: '.next-test', poweredByHeader: false, serverExternalPackages: ['pg'] } };

  it("reads the dist folder's required-server-files.json", () => {
    const read: string[] = [];
    const env = builtConfigEnv({ NEXT_DIST_DIR: '.next-test' }, { dir: '/srv/portal', read: (file) => (read.push(file), JSON.stringify(manifest)) });
    expect(read).toEqual([path.join('/srv/portal', '.next-test', 'required-server-files.json')]);
    expect(JSON.parse(env[BUILT_CONFIG_VARIABLE])).toEqual(manifest.config);
  });

  it('looks in .next when NEXT_DIST_DIR is unset', () => {
    const read: string[] = [];
    builtConfigEnv({}, { dir: '/srv/portal', read: (file) => (read.push(file), JSON.stringify(manifest)) });
    expect(read).toEqual([path.join('/srv/portal', '.next', 'required-server-files.json')]);
  });

  it('adds nothing without a build, with an unreadable file, or when the environment names a configuration', () => {
    const missing = () => {
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    };
    expect(builtConfigEnv({}, { read: missing })).toEqual({});
    expect(builtConfigEnv({}, { read: () => '{"config": 3' })).toEqual({});
    expect(builtConfigEnv({}, { read: () => '{"version": 1}' })).toEqual({});
    expect(builtConfigEnv({ [BUILT_CONFIG_VARIABLE]: '{}' }, { read: () => JSON.stringify(manifest) })).toEqual({});
  });
});
