import type { EventData } from "@labledger/events";
import { TABLE_LIMITS } from "@labledger/events/catalogue/table-definitions-values";
import { DomainError } from "../decider/domain-error";
import { definitionDecider, firstRepeated } from "./definition-decider";
import { columnField, type ModuleColumn } from "./info-table";

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
 * The columns a record's multi-level table takes: every level's columns, each named "<level> · <label>"
 * (history says both), marked `level-<n>` and `hidden` in its class, its required flag kept.
 */
export function multiLevelModuleColumns(definition: Pick<MultiLevelTableDefinition, "levels">): ModuleColumn[] {
  return definition.levels.flatMap((level, n) =>
    level.columns.map((c) => ({
      field: `${level.name.trim()} · ${columnField(c)}`,
      required: c.required,
      className: [c.required ? "required" : "", `level-${n}`, c.hidden ? "hidden" : ""].filter(Boolean).join(" "),
    })),
  );
}

export * from "./level-rows";
