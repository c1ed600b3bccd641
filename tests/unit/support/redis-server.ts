// A private redis-server for tests (Debian's package, installed by
// scripts/ensure-deps.sh): a free local port, no persistence, stopped and
// started again on the same port to simulate an outage, or paused (its
// connections stay open, nothing answers) as a Redis cut off by the network.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';

export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  pause(): void;
  resume(): void;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const failed = new Promise<never>((_, reject) => {
      proc.once('error', (e) => reject(new Error(`redis-server could not start (bash scripts/ensure-deps.sh --browser installs it): ${e.message}`)));
    });
    child = proc;
    for (let i = 0; i < 100; i++) {
      if (await Promise.race([accepts(port), failed])) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not listen on ${port}`);
  };
  const stop = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    await new Promise((resolve) => {
      proc.once('exit', resolve);
      proc.kill('SIGKILL');
    });
  };
  const signal = (name: NodeJS.Signals) => () => {
    child?.kill(name);
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start, pause: signal('SIGSTOP'), resume: signal('SIGCONT') };
}
