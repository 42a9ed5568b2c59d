/** The module order after moving one module up (-1) or down (+1); unchanged at either end. */
export function moved(order: readonly string[], moduleId: string, by: -1 | 1): string[] {
  const from = order.indexOf(moduleId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, moduleId);
  return next;
}
