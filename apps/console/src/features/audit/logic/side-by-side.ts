import { shownColumns } from "@labledger/domain/audit/module-words";
import { RECORD_DETAIL_KEYS } from "@labledger/domain/audit/record-words";
import { kindOf } from "@labledger/domain/module-kinds/registry";
import { ROW_LEVEL, ROW_PARENT } from "@labledger/domain/tables/level-rows";
import { type ChangeMarks, cellMark, changeMarks, type Mark } from "../../../ui/change-marks";
import type { Comparison, HeaderLine, ModuleStatus, RecordSnapshot, SnapshotModule, SnapshotRow } from "../api/types";

/**
 * Two versions of a record aligned for a side-by-side view: the compare API says what changed,
 * the two snapshots give everything else. Every aligned item is one line with a left side (the
 * `from` version) and a right side (the `to` version); a side the item is not in is null.
 */

/** How an item reads across the two sides. */
export type Diff = "same" | "changed" | "added" | "removed";

export interface AlignedValue {
  readonly key: string;
  readonly left: unknown;
  readonly right: unknown;
  readonly inLeft: boolean;
  readonly inRight: boolean;
  readonly diff: Diff;
}

export interface AlignedCell {
  readonly column: string;
  readonly left: unknown;
  readonly right: unknown;
  /** This very cell changed (in a row on both sides). */
  readonly changed: boolean;
}

export interface AlignedRow {
  readonly rowId: string;
  readonly diff: Diff;
  /** The row's number on each side (1-based), or null where it is not. */
  readonly leftNumber: number | null;
  readonly rightNumber: number | null;
  readonly cells: readonly AlignedCell[];
}

export interface AlignedModule {
  readonly moduleId: string;
  readonly status: ModuleStatus;
  readonly type: string;
  readonly left: SnapshotModule | null;
  readonly right: SnapshotModule | null;
  readonly leftTitle: string | null;
  readonly rightTitle: string | null;
  readonly titleChanged: boolean;
  readonly fields: readonly AlignedValue[];
  readonly columns: readonly string[];
  readonly rows: readonly AlignedRow[];
  /** The rows are files: shown by name. */
  readonly attachments: boolean;
  readonly orderChanged: boolean;
}

/** One of the record's own fields on both sides, by its label and in words (the server's reading of each version). */
export interface AlignedDetail {
  readonly key: string;
  readonly label: string;
  readonly left: string;
  readonly right: string;
  readonly diff: Diff;
}

export interface SideBySide {
  readonly details: readonly AlignedDetail[];
  readonly modules: readonly AlignedModule[];
}

/** One side of a comparison: the record as it stood, and its own fields in words. */
export interface Side {
  readonly record: RecordSnapshot;
  readonly header: readonly HeaderLine[];
  /** The own fields to line up, in order (a template's name and description); absent: a record's. */
  readonly detailKeys?: readonly string[];
}

/**
 * One order for the items of two lists: the order of `after`, each item only in `before`
 * inserted right after the item it followed there (or first, when it came first).
 */
export function mergeOrder(before: readonly string[], after: readonly string[]): string[] {
  const kept = new Set(after);
  const anchored = new Map<string | null, string[]>();
  let anchor: string | null = null;
  for (const id of before) {
    if (kept.has(id)) anchor = id;
    else anchored.set(anchor, [...(anchored.get(anchor) ?? []), id]);
  }
  return [...(anchored.get(null) ?? []), ...after.flatMap((id) => [id, ...(anchored.get(id) ?? [])])];
}

const own = (values: Readonly<Record<string, unknown>>, key: string) => Object.hasOwn(values, key);

function diffOf(mark: Mark | undefined, inLeft: boolean, inRight: boolean): Diff {
  if (!mark) return "same";
  if (mark.action === 1 || !inLeft) return "added";
  if (mark.action === 3 || !inRight) return "removed";
  return "changed";
}

/** Values of two key/value sides, in the order of `keys`, marked from the changes. */
function alignValues(
  keys: readonly string[],
  left: Readonly<Record<string, unknown>> | null,
  right: Readonly<Record<string, unknown>> | null,
  marks: ReadonlyMap<string, Mark>,
): AlignedValue[] {
  return keys.map((key) => {
    const mark = marks.get(key);
    const inLeft = left !== null && own(left, key);
    const inRight = right !== null && own(right, key);
    return {
      key,
      left: inLeft ? left![key] : (mark?.before ?? null),
      right: inRight ? right![key] : (mark?.after ?? null),
      inLeft,
      inRight,
      diff: diffOf(mark, inLeft, inRight),
    };
  });
}

const unique = (keys: Iterable<string>) => [...new Set(keys)];

const isAttachmentRow = (row: SnapshotRow) => typeof row.name === "string" && typeof row.sha256 === "string";

/** Whether a module's rows are files (its kind's compare view says so, or rows that all look like files). */
export function isAttachmentModule(module: SnapshotModule): boolean {
  const rows = module.content?.rows ?? [];
  return kindOf(module.type)?.compareView.rows === "files" || (rows.length > 0 && rows.every(isAttachmentRow));
}

const NOT_CELLS = new Set(["rowId", ROW_LEVEL, ROW_PARENT]);

/** The columns to show of some modules' rows: their declared columns first, then any other key the rows hold. */
export function columnsOf(...modules: ReadonlyArray<SnapshotModule | null>): string[] {
  const present = modules.filter((m): m is SnapshotModule => m !== null);
  if (present.some(isAttachmentModule)) return ["name"];
  const shown = present.length > 0 ? shownColumns(present[0]!.type) : undefined;
  if (shown) return [...shown];
  return unique([
    ...present.flatMap((m) => (m.columns ?? []).map((c) => c.field)),
    // A row's id, and a multi-level table's row placing (level, parent row), are not cells.
    ...present.flatMap((m) => (m.content?.rows ?? []).flatMap((row) => Object.keys(row).filter((key) => !NOT_CELLS.has(key)))),
  ]);
}

function alignRows(left: SnapshotModule | null, right: SnapshotModule | null, columns: readonly string[], marks: ChangeMarks) {
  const leftRows = left?.content?.rows ?? [];
  const rightRows = right?.content?.rows ?? [];
  const leftAt = new Map(leftRows.map((row, i) => [row.rowId, i]));
  const rightAt = new Map(rightRows.map((row, i) => [row.rowId, i]));
  const ids = mergeOrder(
    leftRows.map((r) => r.rowId),
    rightRows.map((r) => r.rowId),
  );
  return ids.map((rowId): AlignedRow => {
    const [l, r] = [leftAt.get(rowId), rightAt.get(rowId)];
    const leftRow = l === undefined ? null : leftRows[l]!;
    const rightRow = r === undefined ? null : rightRows[r]!;
    const both = leftRow !== null && rightRow !== null;
    const cells = columns.map((column) => ({
      column,
      left: leftRow?.[column] ?? null,
      right: rightRow?.[column] ?? null,
      changed: both && cellMark(marks, rowId, column) !== undefined,
    }));
    const diff: Diff =
      rightRow === null || marks.removedRows.has(rowId)
        ? "removed"
        : leftRow === null || marks.addedRows.has(rowId)
          ? "added"
          : cells.some((c) => c.changed) || marks.cells.has(rowId)
            ? "changed"
            : "same";
    return {
      rowId,
      diff,
      leftNumber: l === undefined ? null : l + 1,
      rightNumber: r === undefined ? null : r + 1,
      cells,
    };
  });
}

function alignModule(
  moduleId: string,
  left: SnapshotModule | null,
  right: SnapshotModule | null,
  compared: Comparison["modules"][number] | undefined,
): AlignedModule {
  const marks = changeMarks(compared?.changes);
  const leftFields = left?.content?.fields ?? null;
  const rightFields = right?.content?.fields ?? null;
  // A rename is reported as a change of "title" with no row: a content field only if a side has one.
  const fieldKeys = unique([...Object.keys(rightFields ?? {}), ...Object.keys(leftFields ?? {})]);
  const columns = columnsOf(left, right);
  const status: ModuleStatus = compared?.status ?? (left === null ? "added" : right === null ? "removed" : "unchanged");
  return {
    moduleId,
    status,
    type: right?.type ?? left?.type ?? compared?.type ?? "",
    left,
    right,
    leftTitle: left?.title ?? null,
    rightTitle: right?.title ?? null,
    titleChanged: left !== null && right !== null && left.title !== right.title,
    fields: alignValues(fieldKeys, left ? (leftFields ?? {}) : null, right ? (rightFields ?? {}) : null, marks.fields),
    columns,
    rows: alignRows(left, right, columns, marks),
    attachments: [left, right].some((m) => m !== null && isAttachmentModule(m)),
    orderChanged: marks.orderChanged,
  };
}

/**
 * The record's own fields that a change can touch (title, participants, conditions, conclusion,
 * department) and its modules (in the order of the `to` side, removed ones where they stood),
 * each item marked from the comparison: exactly what the server reports as changed is
 * highlighted, nothing else.
 */
export function alignSideBySide(fromSide: Side, toSide: Side, comparison: Comparison): SideBySide {
  const { record: from } = fromSide;
  const { record: to } = toSide;
  const detailMarks = changeMarks(comparison.details).fields;
  const lines = (side: Side) => new Map(side.header.map((line) => [line.key, line]));
  const [left, right] = [lines(fromSide), lines(toSide)];
  const keys = unique([...(toSide.detailKeys ?? RECORD_DETAIL_KEYS), ...detailMarks.keys()]).filter(
    (key) => detailMarks.has(key) || left.has(key) || right.has(key),
  );
  const details = keys.map((key): AlignedDetail => {
    const [l, r] = [left.get(key), right.get(key)];
    return {
      key,
      label: r?.label ?? l?.label ?? key,
      left: l?.text ?? "",
      right: r?.text ?? "",
      diff: diffOf(detailMarks.get(key), l !== undefined, r !== undefined),
    };
  });

  const leftModules = new Map(from.modules.map((m) => [m.moduleId, m]));
  const rightModules = new Map(to.modules.map((m) => [m.moduleId, m]));
  const compared = new Map(comparison.modules.map((m) => [m.moduleId, m]));
  const ids = unique([
    ...mergeOrder(
      from.modules.map((m) => m.moduleId),
      to.modules.map((m) => m.moduleId),
    ),
    // A module this member may not see in a snapshot still counts where the comparison has it.
    ...comparison.modules.map((m) => m.moduleId),
  ]);
  const modules = ids.map((moduleId) =>
    alignModule(moduleId, leftModules.get(moduleId) ?? null, rightModules.get(moduleId) ?? null, compared.get(moduleId)),
  );
  return { details, modules };
}
