/**
 * How a record's multi-level table places its rows and columns (issue 17), with no imports: the
 * completeness rule and the history's words read it too. Rows stay flat: each row says its level
 * (`$level`, 0 the top) and the row it belongs to (`$parentRowId`, absent on a top-level row); the
 * console shows them nested. A column says its level and whether it is hidden in its class name
 * ("required level-1 hidden").
 */
export const ROW_LEVEL = "$level";
export const ROW_PARENT = "$parentRowId";
const LEVEL_CLASS = /(?:^|\s)level-(\d+)(?:\s|$)/;

/** The level a module column belongs to (null: every row's). */
export function columnLevel(column: { className?: string }): number | null {
  const match = LEVEL_CLASS.exec(column.className ?? "");
  return match ? Number(match[1]) : null;
}

/** A row's level (0 when it says none). */
export function rowLevel(row: Readonly<Record<string, unknown>>): number {
  const level = row[ROW_LEVEL];
  return typeof level === "number" && Number.isInteger(level) && level >= 0 ? level : 0;
}

/** The column applies to the row: it belongs to no level, or to the row's. */
export const columnAppliesTo = (column: { className?: string }, row: Readonly<Record<string, unknown>>): boolean => {
  const level = columnLevel(column);
  return level === null || level === rowLevel(row);
};

type FlatRow = Readonly<Record<string, unknown>> & { readonly rowId: string };
const parentOf = (row: FlatRow): string | null => (typeof row[ROW_PARENT] === "string" ? (row[ROW_PARENT] as string) : null);

/** A record's multi-level table's levels, read from its module columns: each level's name and its columns (hidden ones marked). */
export function moduleLevels(
  columns: ReadonlyArray<{ field: string; required: boolean; className?: string }>,
): { name: string; columns: { field: string; label: string; required: boolean; hidden: boolean }[] }[] {
  const levels: { name: string; columns: { field: string; label: string; required: boolean; hidden: boolean }[] }[] = [];
  for (const column of columns) {
    const level = columnLevel(column) ?? 0;
    const at = column.field.indexOf(" · ");
    const name = at < 0 ? "" : column.field.slice(0, at);
    levels[level] ??= { name, columns: [] };
    levels[level].columns.push({
      field: column.field,
      label: at < 0 ? column.field : column.field.slice(at + 3),
      required: column.required,
      hidden: /(?:^|\s)hidden(?:\s|$)/.test(column.className ?? ""),
    });
  }
  return Array.from(levels, (level) => level ?? { name: "", columns: [] });
}

/** The rows as they nest: each row followed by its children (in their saved order); a row whose parent is gone stands at the top. */
export function nestedOrder<R extends FlatRow>(rows: readonly R[]): R[] {
  const ids = new Set(rows.map((r) => r.rowId));
  const children = new Map<string | null, R[]>();
  for (const row of rows) {
    const parent = parentOf(row);
    const key = parent !== null && ids.has(parent) && parent !== row.rowId ? parent : null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const ordered: R[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.rowId)) continue;
      seen.add(row.rowId);
      ordered.push(row);
      visit(row.rowId);
    }
  };
  visit(null);
  // Rows in a loop of parents (never made by the console) are kept, at the end.
  return [...ordered, ...rows.filter((r) => !seen.has(r.rowId))];
}

/** A row and every row under it, to remove together. */
export function withDescendants(rows: readonly FlatRow[], rowId: string): Set<string> {
  const gone = new Set([rowId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      const parent = parentOf(row);
      if (parent !== null && gone.has(parent) && !gone.has(row.rowId)) {
        gone.add(row.rowId);
        grew = true;
      }
    }
  }
  return gone;
}

/** Where a new child of `parentId` goes in the flat list: after the parent's last descendant. */
export function childInsertIndex(rows: readonly FlatRow[], parentId: string): number {
  const family = withDescendants(rows, parentId);
  let last = -1;
  rows.forEach((row, i) => {
    if (family.has(row.rowId)) last = i;
  });
  return last + 1;
}
