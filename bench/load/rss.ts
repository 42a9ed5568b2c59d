import { readFileSync } from "node:fs";

/** Resident set size of a process in MiB (VmRSS in /proc/<pid>/status); 0 once it is gone. */
export function rssMiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples the summed RSS of `pids` every `everyMs` until stopped; answers the maximum and the last sample. */
export function sampleRss(pids: readonly number[], everyMs = 250) {
  const total = () => pids.reduce((sum, pid) => sum + rssMiB(pid), 0);
  let max = total();
  let last = max;
  const timer = setInterval(() => {
    last = total();
    max = Math.max(max, last);
  }, everyMs);
  return {
    stop(): { maxMiB: number; endMiB: number } {
      clearInterval(timer);
      last = total();
      return { maxMiB: Math.max(max, last), endMiB: last };
    },
  };
}
