import { readdirSync, readFileSync } from 'node:fs';

/**
 * The pid of the production server (scripts/serve.mjs) listening on `port`,
 * found in /proc by its command line; undefined when none runs here.
 */
export function servePid(port: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // a process that ended while we looked
    }
    const p = args.indexOf('-p');
    if (args.some((a) => a.endsWith('scripts/serve.mjs')) && p > 0 && args[p + 1] === String(port)) return Number(entry);
  }
  return undefined;
}

/** The files a process has mapped into its memory (/proc/<pid>/maps). */
export function mappedFiles(pid: number): string[] {
  const files = readFileSync(`/proc/${pid}/maps`, 'utf8')
    .split('\n')
    .map((line) => line.split(/\s+/).slice(5).join(' '))
    .filter((name) => name.startsWith('/'));
  return [...new Set(files)];
}
