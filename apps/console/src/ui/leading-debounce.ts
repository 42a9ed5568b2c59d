/**
 * Spec §9 "Button debounce: 400 ms leading": the first call runs at once, calls within
 * `wait` ms of the last accepted one are dropped.
 */
export function leadingDebounce<A extends unknown[]>(fn: (...args: A) => void, wait: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A): boolean => {
    const t = now();
    if (t - last < wait) return false;
    last = t;
    fn(...args);
    return true;
  };
}

/** Trailing debounce (resize recalculation, spec §9: 400 ms). */
export function trailingDebounce<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (handle) clearTimeout(handle);
    handle = setTimeout(() => fn(...args), wait);
  };
  debounced.cancel = () => handle && clearTimeout(handle);
  return debounced;
}
