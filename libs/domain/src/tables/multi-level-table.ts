import type { EventData } from "@labledger/events";
import { TABLE_LIMITS } from "@labledger/events/catalogue/table-definitions-values";
import { DomainError } from "../decider/domain-error";
import type { KindColumn } from "../module-kinds/module-kind";
import { definitionDecider, firstRepeated } from "./definition-decider";
import { columnField } from "./info-table";

export const multiLevelTableStream = (tableId: string) => `multi-level-table-${tableId}`;

export type MultiLevelTableDefinition = Omit<EventData<"MultiLevelTableSaved">, "tableId" | "ownerId">;
export type MultiLevelLevel = MultiLevelTableDefinition["levels"][number];

/**
 * Spec §5: a multi-level table needs at least two levels, and not all columns (of a level) may be
 * hidden; each level has a name of its own, and each label once within its level.
 */
export function checkMultiLevelTable(definition: Pick<MultiLevelTableDefinition, "levels">): void {
  const { levels } = definition;
  if (levels.length < TABLE_LIMITS.minLevels) throw new DomainError("tables.tooFewLevels", "invalid");
  const repeatedLevel = firstRepeated(levels.map((l) => l.name));
  if (repeatedLevel !== null) throw new DomainError("tables.levelRepeated", "invalid", { level: repeatedLevel });
  for (const level of levels) {
    if (level.columns.length === 0) throw new DomainError("tables.levelWithoutColumns", "invalid", { level: level.name });
    if (level.columns.every((c) => c.hidden)) throw new DomainError("tables.allHidden", "invalid", { level: level.name });
    const repeated = firstRepeated(level.columns.map((c) => c.label));
    if (repeated !== null) throw new DomainError("tables.labelRepeated", "invalid", { label: repeated });
  }
}

/** A multi-level table: a team resource a record's multi-level table is built from (batch → sample → measurement). */
export const multiLevelTable = definitionDecider("MultiLevelTable", "multiLevelTable.notFound", checkMultiLevelTable);

/**
 * A record's multi-level table keeps its rows flat: each row says its level (`$level`, 0 the top)
 * and the row it belongs to (`$parentRowId`, absent on a top-level row); the console shows them nested.
 */
export const ROW_LEVEL = "$level";
export const ROW_PARENT = "$parentRowId";
const LEVEL_CLASS = /(?:^|\s)level-(\d+)(?:\s|$)/;

/**
 * The columns a record's multi-level table takes: every level's columns, each named "<level> · <label>"
 * (history says both), marked `level-<n>` and `hidden` in its class, its required flag kept.
 */
export function multiLevelModuleColumns(definition: Pick<MultiLevelTableDefinition, "levels">): KindColumn[] {
  return definition.levels.flatMap((level, n) =>
    level.columns.map((c) => ({
      field: `${level.name.trim()} · ${columnField(c)}`,
      required: c.required,
      className: [c.required ? "required" : "", `level-${n}`, c.hidden ? "hidden" : ""].filter(Boolean).join(" "),
    })),
  );
}

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
