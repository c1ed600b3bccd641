import { describe, expect, it } from 'vitest';
import { allocatorEnv, JEMALLOC_CONF, JEMALLOC_PATHS, runningAllocator } from '@/lib/memory/allocator.mjs';

const debian = JEMALLOC_PATHS[0];
const installed = (path: string) => path === debian;

describe("the production server's allocator", () => {
  it('preloads jemalloc on Linux when it is installed', () => {
    expect(allocatorEnv({}, { platform: 'linux', exists: installed })).toEqual({ LD_PRELOAD: debian, MALLOC_CONF: JEMALLOC_CONF });
  });

  it("sets jemalloc's arenas and page return, unless the operator's MALLOC_CONF says otherwise", () => {
    expect(JEMALLOC_CONF).toContain('narenas:2');
    expect(JEMALLOC_CONF).toContain('background_thread:true');
    expect(allocatorEnv({ MALLOC_CONF: 'narenas:8' }, { platform: 'linux', exists: installed })).toEqual({ LD_PRELOAD: debian });
    expect(allocatorEnv({ MALLOC_CONF: '' }, { platform: 'linux', exists: installed })).toEqual({ LD_PRELOAD: debian });
  });

  it('finds it where another distribution puts it', () => {
    const elsewhere = JEMALLOC_PATHS[2];
    expect(allocatorEnv({}, { platform: 'linux', exists: (path) => path === elsewhere })).toEqual({ LD_PRELOAD: elsewhere, MALLOC_CONF: JEMALLOC_CONF });
  });

  it("keeps the system's allocator when jemalloc is missing or the system is not Linux", () => {
    expect(allocatorEnv({}, { platform: 'linux', exists: () => false })).toEqual({});
    expect(allocatorEnv({}, { platform: 'darwin', exists: installed })).toEqual({});
  });

  it("leaves an operator's LD_PRELOAD alone, even an empty one", () => {
    expect(allocatorEnv({ LD_PRELOAD: '/opt/tcmalloc.so' }, { platform: 'linux', exists: installed })).toEqual({});
    expect(allocatorEnv({ LD_PRELOAD: '' }, { platform: 'linux', exists: installed })).toEqual({});
  });

  it('reads the allocator a process runs with from its memory map', () => {
    expect(runningAllocator(() => `7f0000000000-7f0000001000 r-xp 00000000 08:01 42 ${debian}\n`)).toBe('jemalloc');
    expect(runningAllocator(() => '7f0000000000-7f0000001000 r-xp 00000000 08:01 42 /usr/lib/x86_64-linux-gnu/libc.so.6\n')).toBe('system');
    expect(runningAllocator(() => {
      throw Object.assign(new Error('no /proc'), { code: 'ENOENT' });
    })).toBe('unknown');
  });
});
