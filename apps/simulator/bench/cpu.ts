import { readFileSync } from 'node:fs';

/**
 * CPU time (user + system, ms) the process's main thread has used: where the servers of the benches run, apart
 * from the load generator's worker thread. Read from /proc (Linux; clock ticks of 10 ms, so measure seconds, not
 * single calls); NaN elsewhere. Unlike requests per second, it does not move with what else the machine runs,
 * which makes it the steadier figure on a loaded machine.
 */
export function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}
