import { useEffect } from "react";
import { IDLE_LOCK_MS } from "../../app/constants";
import { lockScreen } from "../../transport/auth-calls";
import { createIdleTimer } from "./idle-timer";
import { isScreenLocked, setScreenLocked } from "./lock-store";

const ACTIVITY = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart"] as const;

/** Locks the screen (here and on the server) after IDLE_LOCK_MS without input. */
export function useIdleLock(idleMs: number = IDLE_LOCK_MS): void {
  useEffect(() => {
    const timer = createIdleTimer({
      idleMs,
      onIdle: () => {
        if (isScreenLocked()) return;
        setScreenLocked(true);
        lockScreen().catch(() => undefined);
      },
    });
    const onActivity = () => {
      if (!isScreenLocked()) timer.activity();
    };
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      timer.stop();
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity);
    };
  }, [idleMs]);
}
