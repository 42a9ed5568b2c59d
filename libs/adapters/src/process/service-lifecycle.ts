export interface LifecycleOptions {
  /** The longest a stop may take before the process leaves anyway (default 4,500 ms: within 5 s of SIGTERM). */
  readonly withinMs?: number;
  /** How often the process looks whether the one that started it is still there. */
  readonly parentCheckMs?: number;
  readonly log?: (line: string) => void;
}

/** The lines an ending service logs, both languages, Chinese first (as the services' other start and stop lines). */
const ENDING = {
  cutOff: (why: string, ms: number) =>
    `${why}：停止未能在 ${ms} 毫秒内完成，进程退出；未完成的批次将在下次启动时重放。\n` +
    `${why}: the stop did not finish within ${ms} ms; leaving, the unfinished batch is replayed at the next start`,
  failed: (why: string, problem: string) =>
    `${why}：停止失败（${problem}）；未完成的批次将在下次启动时重放。\n` +
    `${why}: the stop failed (${problem}); the unfinished batch is replayed at the next start`,
  parentGone: "启动本进程的进程已退出 / the process that started this one has gone",
};

/**
 * How a service process ends: on SIGINT or SIGTERM it stops (`stop` commits what it can) and
 * exits; a stop that hangs (a slow server, a large batch) is cut off after `withinMs`, which
 * loses nothing: every read model and the publisher keep their checkpoint with what they
 * wrote, and replay the rest on the next start. It also ends when the process that started it
 * dies (an `npm start` wrapper killed with SIGKILL), so no orphan keeps running beside a
 * restarted one. A process started by init or a supervisor that is PID 1 has no parent to watch.
 */
export function endOnSignals(stop: () => Promise<void>, options: LifecycleOptions = {}): void {
  const { withinMs = 4_500, parentCheckMs = 500, log = (line) => console.error(line) } = options;
  let ending = false;
  const end = (why: string) => {
    if (ending) return;
    ending = true;
    const cutOff = setTimeout(() => {
      log(ENDING.cutOff(why, withinMs));
      process.exit(0);
    }, withinMs);
    cutOff.unref();
    stop().then(
      () => process.exit(0),
      (error) => {
        log(ENDING.failed(why, String(error)));
        process.exit(1);
      },
    );
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => end(signal));
  const parent = process.ppid;
  if (parent > 1) {
    setInterval(() => {
      if (process.ppid !== parent) end(ENDING.parentGone);
    }, parentCheckMs).unref();
  }
}
