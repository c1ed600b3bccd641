import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// A process whose log reader is gone (the terminal, the supervisor or the test
// runner that read its stdout) still stops on SIGTERM, and does not spin
// meanwhile (lib/ops/log-output.mjs; docs/operations.md, "Stopping"). Without
// the guard the child below logged uncaught EPIPE errors without end, and its
// stop never got past its first await: only SIGKILL ended it.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const CHILD = path.join(ROOT, 'tests/unit/support/lost-log-reader.mjs');
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

type Report = { ready?: true; logged?: true; writeFailed?: boolean; stopped?: true; uncaught?: number };

/** The next IPC message of `child` that has `key`, or null after `ms`. */
function nextReport(child: ChildProcess, key: keyof Report, ms: number): Promise<Report | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), ms);
    const onMessage = (message: Report) => {
      if (key in message) done(message);
    };
    const done = (report: Report | null) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(report);
    };
    child.on('message', onMessage);
  });
}

const exitOf = (child: ChildProcess, ms: number) =>
  new Promise<number | string | null>((resolve) => {
    const timer = setTimeout(() => resolve('still running'), ms);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? signal);
    });
  });

describe('the log without its reader', () => {
  it('drops the lines, and SIGTERM still stops the process promptly and cleanly', async () => {
    const child = fork(CHILD, { stdio: ['ignore', 'pipe', 'pipe', 'ipc'], execArgv: [] });
    children.push(child);
    expect(await nextReport(child, 'ready', 15_000)).toEqual({ ready: true });

    // The reader goes away: every write of the child fails from now on.
    child.stdout!.destroy();
    child.stderr!.destroy();
    child.send('log');
    const logged = await nextReport(child, 'logged', 3000);
    expect(logged).toEqual({ logged: true, writeFailed: true });

    const stopped = nextReport(child, 'stopped', 5000);
    child.kill('SIGTERM');
    expect(await exitOf(child, 5000)).toBe(0);
    expect(await stopped).toEqual({ stopped: true, uncaught: 0 });
  });

  it('is set by the server and its launcher before either logs a line', () => {
    for (const file of ['scripts/serve.mjs', 'scripts/launch.mjs']) {
      const code = readFileSync(path.join(ROOT, file), 'utf8');
      const call = code.indexOf('\nignoreLostLogReader();');
      expect(call, file).toBeGreaterThan(0);
      expect(code.indexOf('console.'), file).toBeGreaterThan(call);
      expect(code.indexOf('await '), file).toBeGreaterThan(call);
    }
  });
});
