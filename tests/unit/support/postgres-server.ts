// A private Postgres server for tests (Debian's `postgresql` package, installed
// by scripts/ensure-deps.sh --browser): a fresh cluster in a temp dir on a free
// local port, no system service. Postgres refuses to run as root, so as root
// the cluster belongs to the `postgres` user and runs through runuser.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './redis-server';

export interface TestPostgres {
  port: number;
  /** A new empty database on the server: its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('postgresql is not installed (bash scripts/ensure-deps.sh --browser installs it)');
  return path.join(root, version, 'bin');
}

const asRoot = process.getuid?.() === 0;
const command = (bin: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]);

/** The environment variable naming a cluster made once for the whole unit run (./global-setup.ts). */
export const PG_TEMPLATE_ENV = 'MACRODESK_TEST_PG_TEMPLATE';

/** Gives `dir` to the user the server runs as (postgres, when tests run as root). */
function ownedByServer(dir: string): string {
  if (asRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  return dir;
}

/** initdb of a cluster in `data` (a folder that does not exist yet, inside one the server's user owns). */
const initdbCommand = (data: string) => command(path.join(binDir(), 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);

function initdb(data: string): void {
  const [cmd, args] = initdbCommand(data);
  const init = spawnSync(cmd, args, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
}

/** Makes a fresh cluster to copy from in `dir` (a folder that does not exist yet; the caller removes it), without blocking. */
export async function makeClusterTemplate(dir: string): Promise<void> {
  mkdirSync(dir);
  const [cmd, args] = initdbCommand(path.join(ownedByServer(dir), 'data'));
  await new Promise<void>((resolve, reject) => execFile(cmd, args, (error) => (error ? reject(error) : resolve())));
}

/** The run's fresh cluster (waited for while it is being made), or null when there is none. */
async function clusterTemplate(): Promise<string | null> {
  const template = process.env[PG_TEMPLATE_ENV];
  if (!template) return null;
  for (let i = 0; i < 1200 && !existsSync(template); i++) {
    if (!existsSync(`${template}.making`)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return existsSync(path.join(template, 'data', 'PG_VERSION')) ? template : null;
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  const dir = ownedByServer(mkdtempSync(path.join(tmpdir(), 'macrodesk-pg-')));
  const data = path.join(dir, 'data');
  // A copy of the run's fresh cluster when there is one (a tenth of initdb's time), else initdb.
  const template = await clusterTemplate();
  if (!(template && spawnSync('cp', ['-a', path.join(template, 'data'), data]).status === 0)) initdb(data);
  const port = await freePort();
  const [cmd, args] = command(path.join(bin, 'postgres'), [
    '-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'full_page_writes=off',
  ]);
  const child: ChildProcess = spawn(cmd, args, { stdio: 'ignore' });
  const pg = (await import('pg')).default;
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let i = 0; ; i++) {
    const client = new pg.Client({ connectionString: admin });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (i > 200 || child.exitCode !== null) throw new Error(`postgres did not start on ${port}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  let n = 0;
  return {
    port,
    async createDatabase() {
      const name = `t${process.pid}_${++n}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      // The postmaster's pid (runuser stands between us and it): SIGQUIT is an immediate shutdown.
      const pidFile = path.join(data, 'postmaster.pid');
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
      if (pid > 0) {
        try {
          process.kill(pid, 'SIGQUIT');
        } catch {
          // already gone
        }
      }
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function userIds(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`no ${name} user: install postgresql (bash scripts/ensure-deps.sh --browser)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
