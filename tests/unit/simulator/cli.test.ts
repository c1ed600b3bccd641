import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('simulator CLI', () => {
  it('prints its URL and serves until killed', async () => {
    const child = spawn(process.execPath, [path.resolve(__dirname, '../../../simulator/cli.mjs'), '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
          const match = /listening on (http:\/\/\S+)/.exec(out);
          if (match) resolve(match[1]);
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
      });
      expect(await (await fetch(`${url}/__sim/health`)).json()).toEqual({ ok: true });
      const legacy = await (await fetch(`${url}/legacy/Calendar/ecweek`)).json();
      expect(legacy.code).toBe(0);
    } finally {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });

  it('refuses a bad port', async () => {
    const child = spawn(process.execPath, [path.resolve(__dirname, '../../../simulator/cli.mjs'), '--port', 'abc'], { stdio: 'ignore' });
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(2);
  });
});
