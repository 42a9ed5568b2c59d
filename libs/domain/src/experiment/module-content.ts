import type { Workbook } from "../module-kinds/spreadSheet/workbook";
import type { ModuleDesign } from "../spreadsheet-templates/design-cells";

/**
 * A module's content and the field-level changes between two versions of it. A save is
 * recorded as its changes (spec §3 audit trace: action 1 added, 2 modified, 3 deleted;
 * field, row, old value, new value), so the trace needs no diffing and the content of any
 * version is the fold of its saves: `applyChanges(a, diffContent(a, b))` equals `b`.
 */
export type Row = { readonly rowId: string } & Readonly<Record<string, unknown>>;

export interface ModuleContent {
  /** Form fields by name (input, textarea, select, date, the editor's html, ...). */
  readonly fields: Readonly<Record<string, unknown>>;
  /** Grid rows (labMaterial, labSample, ...), in display order. */
  readonly rows: readonly Row[];
  /** A spreadsheet module's sheets, cells and charts (changed only by its sheet events, never diffed as fields). */
  readonly workbook?: Workbook;
  /** A spreadsheet design module's input cells (its design's copy): only they are edited; required ones are filled to submit. */
  readonly design?: ModuleDesign;
}

export const EMPTY_CONTENT: ModuleContent = { fields: {}, rows: [] };

export type ChangeAction = 1 | 2 | 3;

export interface FieldChange {
  readonly action: ChangeAction;
  /** The field; for a whole row added or deleted, null. */
  readonly field: string | null;
  /** The grid row, or null for a form field. */
  readonly rowId: string | null;
  readonly oldValue: unknown;
  readonly newValue: unknown;
}

/** The pseudo-field that records a new order of the same rows. */
export const ROW_ORDER = "$rowOrder";

/** A field's own value: a field named like an Object method (constructor, toString) is not the method. */
export const ownValue = (record: Readonly<Record<string, unknown>>, field: string): unknown =>
  Object.hasOwn(record, field) ? record[field] : undefined;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const action = (before: unknown, after: unknown): ChangeAction => (before === undefined ? 1 : after === undefined ? 3 : 2);

export function diffContent(before: ModuleContent, after: ModuleContent): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of unionKeys(before.fields, after.fields)) {
    const [o, n] = [ownValue(before.fields, field), ownValue(after.fields, field)];
    if (!same(o, n)) changes.push({ action: action(o, n), field, rowId: null, oldValue: o ?? null, newValue: n ?? null });
  }
  const oldRows = new Map(before.rows.map((r) => [r.rowId, r]));
  const newRows = new Map(after.rows.map((r) => [r.rowId, r]));
  for (const row of before.rows)
    if (!newRows.has(row.rowId)) changes.push({ action: 3, field: null, rowId: row.rowId, oldValue: row, newValue: null });
  for (const row of after.rows) {
    const old = oldRows.get(row.rowId);
    if (!old) {
      changes.push({ action: 1, field: null, rowId: row.rowId, oldValue: null, newValue: row });
      continue;
    }
    for (const field of unionKeys(old, row)) {
      const [o, n] = [ownValue(old, field), ownValue(row, field)];
      if (field === "rowId" || same(o, n)) continue;
      changes.push({ action: action(o, n), field, rowId: row.rowId, oldValue: o ?? null, newValue: n ?? null });
    }
  }
  // Only the order of rows present before and after: additions and deletions carry their own.
  const kept = (rows: readonly Row[], other: Map<string, Row>) => rows.filter((r) => other.has(r.rowId)).map((r) => r.rowId);
  const [oldOrder, newOrder] = [kept(before.rows, newRows), kept(after.rows, oldRows)];
  const orderAfter = after.rows.map((r) => r.rowId);
  if (!same(oldOrder, newOrder) || !same(appendOrder(before.rows, after), orderAfter))
    changes.push({ action: 2, field: ROW_ORDER, rowId: null, oldValue: before.rows.map((r) => r.rowId), newValue: orderAfter });
  return changes;
}

export function applyChanges(content: ModuleContent, changes: readonly FieldChange[]): ModuleContent {
  const fields: Record<string, unknown> = { ...content.fields };
  // Rows by id in insertion order (a Map keeps it), so a save of n rows costs O(n), not O(n²).
  const rows = new Map<string, Row>(content.rows.map((r) => [r.rowId, r]));
  let order: readonly string[] | undefined;
  for (const change of changes) {
    if (change.field === ROW_ORDER) order = change.newValue as string[];
    else if (change.rowId === null) {
      if (change.action === 3) delete fields[change.field!];
      else fields[change.field!] = change.newValue;
    } else if (change.field === null) {
      if (change.action === 3) rows.delete(change.rowId);
      else rows.set(change.rowId, change.newValue as Row);
    } else {
      const row = rows.get(change.rowId);
      if (!row) continue;
      const next: Record<string, unknown> = { ...row };
      if (change.action === 3) delete next[change.field!];
      else next[change.field!] = change.newValue;
      rows.set(change.rowId, next as Row);
    }
  }
  const ordered = order ? order.flatMap((id) => rows.get(id) ?? []) : [...rows.values()];
  return content.workbook ? { fields, rows: ordered, workbook: content.workbook } : { fields, rows: ordered };
}

/** Where rows would stand after applying additions and deletions alone: kept rows in the old order, new ones appended. */
function appendOrder(before: readonly Row[], after: ModuleContent): string[] {
  const present = new Set(after.rows.map((r) => r.rowId));
  const existed = new Set(before.map((r) => r.rowId));
  return [
    ...before.filter((r) => present.has(r.rowId)).map((r) => r.rowId),
    ...after.rows.filter((r) => !existed.has(r.rowId)).map((r) => r.rowId),
  ];
}

const unionKeys = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])];
