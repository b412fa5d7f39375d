import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid: number): number | undefined {
  try {
    // "pid (comm) state ppid ...": comm may hold spaces, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function kilobytes(path: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(path, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Memory of every process started under this one (the PDF renderer's Chromium), from /proc:
 * RSS summed (counts shared pages once per process, so it overstates) and PSS summed (shares them).
 */
export function descendantMemory(root = process.pid): {
  processes: number;
  rssMb: number;
  pssMb: number;
} {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const parents = new Map(pids.map((pid) => [pid, parentOf(pid)]));
  const isDescendant = (pid: number) => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p))
      if (p === root) return true;
    return false;
  };
  let rss = 0;
  let pss = 0;
  let processes = 0;
  for (const pid of pids.filter(isDescendant)) {
    processes += 1;
    rss += kilobytes(`/proc/${pid}/status`, 'VmRSS');
    pss += kilobytes(`/proc/${pid}/smaps_rollup`, 'Pss');
  }
  return { processes, rssMb: rss / 1024, pssMb: pss / 1024 };
}
