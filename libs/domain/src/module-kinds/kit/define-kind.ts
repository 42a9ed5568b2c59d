import type { ModuleKind } from "../module-kind";
import { keepContent } from "./clone-reset";
import { contentCompleteness } from "./completeness";
import { anyContent } from "./content-schema";
import { elnEntityOf } from "./eln-entity";
import { plainRowsOf } from "./plain-rows";
import { reportValuesOf } from "./report-values";
import { searchTextOf } from "./search-text";

/** What a kind must say; everything else has the common default (free content, content completeness, kept on clone, fields and rows in exports, search and reports). */
export type KindDefinition = Pick<ModuleKind, "type" | "family" | "words"> &
  Partial<Omit<ModuleKind, "type" | "family" | "words">>;

/** A kind with the defaults filled in; its type (and sub-types) keep their literal names for the registry's lists. */
export function defineKind<const D extends KindDefinition>(definition: D): Omit<ModuleKind, keyof D> & D {
  const kind: ModuleKind & D = {
    contentSchema: anyContent,
    completeness: contentCompleteness,
    cloneReset: keepContent,
    compareView: { rows: "cells" },
    toPlainRows: (module, t) => plainRowsOf(kind, module, t),
    toElnEntity: (module) => elnEntityOf(module),
    searchText: (module) => searchTextOf(kind, module),
    reportValues: (module) => reportValuesOf(kind, module),
    ...definition,
  };
  return kind;
}
