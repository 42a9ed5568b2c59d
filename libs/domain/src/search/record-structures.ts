import type { ExperimentState } from "../experiment/experiment-state";
import { sourceOf } from "../reaction/reaction-rows";
import { recordSubject } from "./search-subjects";

/** A molecule a record holds, as drawn in its reaction table. */
export interface RecordMolecule {
  /** Unique in the record: "<moduleId>/<rowId>". */
  readonly key: string;
  /** The row's name, else its formula. */
  readonly label: string;
  /** The row's section (yldataSource, reagent, catalyst, rjdataSource, cwdataSource). */
  readonly role: string;
  /** The molfile drawn for the row. */
  readonly structure: string;
}

/** What a structure search finds of a record: the same id and viewing facets as its search document, and its molecules. */
export interface RecordStructures {
  readonly id: string;
  readonly facets: Readonly<Record<string, string | number | boolean | null | readonly string[]>>;
  readonly molecules: readonly RecordMolecule[];
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** A record's molecules (every reaction row with a structure), under the facets `searchFilter` reads. */
export function recordStructures(experimentId: string, state: ExperimentState): RecordStructures | undefined {
  const subject = recordSubject(experimentId, state);
  if (!subject) return undefined;
  const molecules = state.modules
    .filter((module) => module.type === "equation")
    .flatMap((module) =>
      module.content.rows.flatMap((row): RecordMolecule[] => {
        // A molfile's first line may be blank: kept as written.
        const structure = typeof row.structure === "string" ? row.structure : "";
        if (!structure.trim()) return [];
        const label = text(row.name) || text(row.formula).replaceAll(" ", "");
        return [{ key: `${module.moduleId}/${row.rowId}`, label, role: sourceOf(row), structure }];
      }),
    );
  return { id: subject.id, facets: { ...subject.facets, type: "record", subjectId: experimentId }, molecules };
}
