import type { EventData } from "@labledger/events";
import { DomainError } from "../decider/domain-error";
import { definitionDecider, firstRepeated } from "./definition-decider";

export const infoTableStream = (tableId: string) => `info-table-${tableId}`;

export type InfoTableDefinition = Omit<EventData<"InfoTableSaved">, "tableId" | "ownerId">;
export type InfoTableColumn = InfoTableDefinition["columns"][number];

/** Spec §1 information tables: each label once; a choice column offers at least one option. */
export function checkInfoTable(definition: Pick<InfoTableDefinition, "columns">): void {
  const repeated = firstRepeated(definition.columns.map((c) => c.label));
  if (repeated !== null) throw new DomainError("tables.labelRepeated", "invalid", { label: repeated });
  const noOptions = definition.columns.find((c) => c.kind === "choice" && c.options.length === 0);
  if (noOptions) throw new DomainError("tables.choiceWithoutOptions", "invalid", { label: noOptions.label });
}

/** An information table: a team resource whose columns a record's lab information table takes. */
export const infoTable = definitionDecider("InfoTable", "infoTable.notFound", checkInfoTable);

/** A record module's column (spec §3): its field, required flag and class name. */
export interface ModuleColumn {
  readonly field: string;
  readonly required: boolean;
  readonly className: string;
  /** A choice column's options: the record's cell holds one of them. */
  readonly options?: string[];
}

/** A column as a record's table names it: its label, with its unit in brackets ("Mass (g)"). */
export const columnField = (column: { label: string; unit: string }): string =>
  column.unit.trim() ? `${column.label.trim()} (${column.unit.trim()})` : column.label.trim();

/**
 * The columns a record's lab information table takes from an information table: each named by its
 * label (history then says the label, never an id), its required flag kept, so the record's
 * completeness rule blocks a submission with a required cell empty.
 */
export function infoTableModuleColumns(definition: Pick<InfoTableDefinition, "columns">): ModuleColumn[] {
  return definition.columns.map((c) => ({
    field: columnField(c),
    required: c.required,
    className: [c.required ? "required" : "", `kind-${c.kind}`].filter(Boolean).join(" "),
    ...(c.kind === "choice" ? { options: [...c.options] } : {}),
  }));
}
