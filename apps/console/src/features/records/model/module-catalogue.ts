import { kindOf } from "@labledger/domain/module-kinds/registry";
import type { MenuGroup } from "../modules/console-kind";
import { CONSOLE_KINDS } from "../modules/registry";
import type { GridColumn } from "./types";

/**
 * What the add-module menu offers, read from the two kind registries: the console's says which
 * kinds are offered where, the domain's names them and gives a grid's sub-types their columns.
 */
const offered = (group: MenuGroup) => CONSOLE_KINDS.filter((kind) => kind.menu === group).map((kind) => kind.type);

/** Single-value kinds, then attachment, rich text and containers. */
export const FIELD_TYPES = offered("fields");
export const OTHER_TYPES = offered("other");
/** Kinds whose options the user lists (they become the module's columns). */
export const CHOICE_TYPES: ReadonlySet<string> = new Set(CONSOLE_KINDS.filter((k) => k.takesOptions).map((k) => k.type));

/**
 * Grid sub-types whose columns may come from one of the team's table definitions (issue 17): a lab
 * information table from an information table (else its own columns); a multi-level table only from a
 * multi-level table (it declares no columns of its own).
 */
export const FROM_DEFINITION: Readonly<Record<string, { kind: "info" | "multi" | "process"; needed: boolean }>> = {
  labInfoTable: { kind: "info", needed: false },
  multiLevelTable: { kind: "multi", needed: true },
  processTable: { kind: "process", needed: true },
};

/** Each offered table's sub-type, as "<type>:<subType>", with its columns (sub-types with none and no definition are not offered). */
const TABLES = offered("grids").flatMap((type) =>
  Object.entries(kindOf(type)?.subTypes ?? {})
    .filter(([subType, columns]) => columns.length > 0 || FROM_DEFINITION[subType] !== undefined)
    .map(([subType, columns]) => ({ kind: `${type}:${subType}`, type, subType, columns })),
);
export const GRID_SUB_TYPES = TABLES.map((table) => table.subType);
/** Each grid sub-type's columns; the first is required (spec §3: grid columns have field, required flag and class name). */
export const GRID_COLUMNS: Readonly<Record<string, readonly GridColumn[]>> = Object.fromEntries(
  TABLES.filter((table) => table.columns.length > 0).map((table) => [table.subType, table.columns]),
);

/** What the add-module menu offers: a kind's type, "<type>:<subType>" for tables. */
export const ADDABLE: readonly string[] = [...FIELD_TYPES, ...OTHER_TYPES, ...TABLES.map((table) => table.kind)];
export type Addable = string;

/** A kind of the add-module menu ("grid:labMaterial") as the module type and sub-type it adds. */
export function typeOfKind(kind: string): { type: string; subType: string | null } {
  const at = kind.indexOf(":");
  return at < 0 ? { type: kind, subType: null } : { type: kind.slice(0, at), subType: kind.slice(at + 1) };
}

/**
 * The body of POST /experiments/{id}/modules for what the user picked. Choice modules carry their options
 * as columns; a table built from a team definition carries the definition's (`fromDefinition`).
 */
export function addModuleBody(kind: Addable, title: string, options: readonly string[], fromDefinition?: readonly GridColumn[]) {
  const { type, subType } = typeOfKind(kind);
  if (subType !== null)
    return { type, subType, title, columns: [...(fromDefinition ?? kindOf(type)?.subTypes?.[subType] ?? [])] };
  const columns = CHOICE_TYPES.has(type) ? options.map((field) => ({ field, required: false, className: "" })) : [];
  return { type, subType: null, title, columns };
}
