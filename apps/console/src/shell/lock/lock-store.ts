import { useSyncExternalStore } from "react";

/** Whether the screen lock is shown: set by the header, the idle timer, me.locked or a 423. */
let locked = false;
const listeners = new Set<() => void>();

export function setScreenLocked(next: boolean): void {
  if (locked === next) return;
  locked = next;
  for (const listener of listeners) listener();
}

export function isScreenLocked(): boolean {
  return locked;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useScreenLocked(): boolean {
  return useSyncExternalStore(subscribe, isScreenLocked);
}
