export interface IdleTimerOptions {
  readonly idleMs: number;
  readonly onIdle: () => void;
  readonly setTimer?: (fn: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
}

/** Calls onIdle once no activity was reported for idleMs; `activity()` restarts the wait. */
export function createIdleTimer(options: IdleTimerOptions) {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let handle: unknown;
  const restart = () => {
    if (handle !== undefined) clearTimer(handle);
    handle = setTimer(() => {
      handle = undefined;
      options.onIdle();
    }, options.idleMs);
  };
  restart();
  return {
    activity: restart,
    stop() {
      if (handle !== undefined) clearTimer(handle);
      handle = undefined;
    },
  };
}
