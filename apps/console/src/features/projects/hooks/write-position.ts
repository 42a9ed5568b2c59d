import { useSyncExternalStore } from "react";

/**
 * Read-your-writes for these pages: lists come from read models, so after a write each list
 * asks the server to wait until it reflects the write's position (the `position` query).
 */
let latest = 0;
const listeners = new Set<() => void>();

export function noteWrite(position: number | undefined): void {
  if (typeof position !== "number" || position <= latest) return;
  latest = position;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The position lists should wait for, or undefined before this tab wrote anything. */
export function useWritePosition(): number | undefined {
  const position = useSyncExternalStore(subscribe, () => latest);
  return position > 0 ? position : undefined;
}
