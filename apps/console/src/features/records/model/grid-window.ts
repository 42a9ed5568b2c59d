/** Which rows a scrolled grid renders: only those in view plus a few either side, so 2,000 rows stay smooth. */
export const ROW_HEIGHT = 40;

export function visibleWindow(scrollTop: number, viewportHeight: number, rowCount: number, overscan = 5) {
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - overscan);
  const last = Math.min(rowCount, Math.ceil((scrollTop + viewportHeight) / ROW_HEIGHT) + overscan);
  return { first, last, padTop: first * ROW_HEIGHT, padBottom: (rowCount - last) * ROW_HEIGHT };
}

/** A row id the server accepts (≤ 64 characters), without crypto.randomUUID (missing on plain-http LAN addresses). */
export const newRowId = () => `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
