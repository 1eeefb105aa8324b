// A browser bench measures a server that has finished starting. Right after it answers its health check, the server
// still works out the sea distances between catalogue points (src/server/pricing/seaDistanceCache.ts, ~6 s of one core
// on this machine), and each page's first request renders and compresses it once. On 2 cores that work takes the CPU
// from the browser being measured: its tasks last several times their own CPU time and Lighthouse counts them as
// blocking.
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** CPU time the process has used so far, in clock ticks (user + system, every thread). */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the server process has used under 5 % of a core over one second, or after `limitMs` (a server that
 * never settles is measured as it is, with a warning). Where /proc is missing it resolves at once.
 */
export async function waitForQuietServer(pid: number | null, limitMs = 60_000): Promise<void> {
  if (pid === null) return;
  const deadline = Date.now() + limitMs;
  try {
    let before = cpuTicks(pid);
    while (Date.now() < deadline) {
      await sleep(1000);
      const now = cpuTicks(pid);
      if (now - before < 5) return; // 100 ticks a second per core
      before = now;
    }
    console.warn(`The server was still busy after ${limitMs / 1000} s: measuring anyway.`);
  } catch {
    // no /proc: nothing to wait for
  }
}

/** Asks for each page once, as a browser would (brotli), so that the measured visits get the kept render. */
export async function warmPages(urls: readonly string[]): Promise<void> {
  for (const url of urls) await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
}

/**
 * The server stands for a machine elsewhere: it runs at the lowest priority, so that on this machine's two cores it
 * takes only the CPU the browser being measured leaves (BENCH_NO_NICE=1 measures both at equal priority).
 */
export function serverYieldsToBrowser(serverPid: number | null): void {
  if (process.env.BENCH_NO_NICE || serverPid === null) return;
  try {
    setPriority(serverPid, 19);
  } catch {
    // not permitted here: measured at equal priority
  }
}
