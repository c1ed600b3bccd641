// @ts-check
// CPU time spent by a process tree (Linux /proc), for cost per request that
// holds on a machine shared with other work: throughput there measures the
// share of the cores a server got, CPU time per request what each one cost.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_S = 100; // USER_HZ on Linux

/** @typedef {{ ppid: number, cpu: number }} ProcStat a process's parent and CPU ticks */

/**
 * @param {string} pid
 * @returns {ProcStat | null}
 */
function stat(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ": state ppid … utime (14th field overall) stime (15th).
    return { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds of the descendants of `rootPid` (and of the root itself with includeRoot).
 * @param {number} rootPid
 * @param {{ includeRoot?: boolean }} [options]
 */
export function treeCpuMs(rootPid, { includeRoot = true } = {}) {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => /** @type {const} */ ([Number(pid), stat(pid)]))
    .filter(/** @returns {p is readonly [number, ProcStat]} */ (p) => p[1] !== null);
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const [pid, s] of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  const cpu = new Map(all.map(([pid, s]) => [pid, s.cpu]));
  let ticks = includeRoot ? cpu.get(rootPid) ?? 0 : 0;
  const stack = [...(children.get(rootPid) ?? [])];
  while (stack.length) {
    const pid = /** @type {number} */ (stack.pop());
    ticks += cpu.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_S;
}
