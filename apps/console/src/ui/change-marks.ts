/**
 * What changed in one module between two versions, by key, from the compare API's field changes
 * (GET /experiments/{id}/compare: action 1 added, 2 modified, 3 deleted; a row added or deleted
 * whole has field null; a form field has rowId null). Shared by the version compare (audit) and
 * the editor of a rejected record (records), which both highlight exactly these items.
 */

/** The pseudo-field the server records a new order of the same rows under (libs/domain module-content). */
export const ROW_ORDER = "$rowOrder";

export interface ChangeLike {
  readonly action: number;
  readonly field: string | null;
  readonly rowId: string | null;
  readonly oldValue?: unknown;
  readonly newValue?: unknown;
}

/** One changed item: how, and its value on each side. */
export interface Mark {
  readonly action: number;
  readonly before: unknown;
  readonly after: unknown;
}

export interface ChangeMarks {
  /** Form fields by name (for a module, its content's fields; for a record, its own fields). */
  readonly fields: ReadonlyMap<string, Mark>;
  /** Cells of rows present on both sides: rowId → field → mark. */
  readonly cells: ReadonlyMap<string, ReadonlyMap<string, Mark>>;
  /** Rows added whole. */
  readonly addedRows: ReadonlySet<string>;
  /** Rows deleted whole, with the row as it was. */
  readonly removedRows: ReadonlyMap<string, unknown>;
  /** The same rows in another order. */
  readonly orderChanged: boolean;
}

export const NO_MARKS: ChangeMarks = {
  fields: new Map(),
  cells: new Map(),
  addedRows: new Set(),
  removedRows: new Map(),
  orderChanged: false,
};

export function changeMarks(changes: readonly ChangeLike[] | undefined): ChangeMarks {
  if (!changes || changes.length === 0) return NO_MARKS;
  const fields = new Map<string, Mark>();
  const cells = new Map<string, Map<string, Mark>>();
  const addedRows = new Set<string>();
  const removedRows = new Map<string, unknown>();
  let orderChanged = false;
  for (const change of changes) {
    const mark = { action: change.action, before: change.oldValue ?? null, after: change.newValue ?? null };
    if (change.field === ROW_ORDER) orderChanged = true;
    else if (change.rowId === null) {
      if (change.field !== null) fields.set(change.field, mark);
    } else if (change.field === null) {
      if (change.action === 1) addedRows.add(change.rowId);
      else if (change.action === 3) removedRows.set(change.rowId, change.oldValue ?? null);
    } else {
      const row = cells.get(change.rowId) ?? new Map<string, Mark>();
      row.set(change.field, mark);
      cells.set(change.rowId, row);
    }
  }
  return { fields, cells, addedRows, removedRows, orderChanged };
}

/** The mark of one cell, if it changed. */
export const cellMark = (marks: ChangeMarks, rowId: string, field: string): Mark | undefined =>
  marks.cells.get(rowId)?.get(field);

/** Whether anything at all is marked. */
export const hasMarks = (marks: ChangeMarks): boolean =>
  marks.fields.size > 0 || marks.cells.size > 0 || marks.addedRows.size > 0 || marks.removedRows.size > 0 || marks.orderChanged;
