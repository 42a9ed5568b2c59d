import { inWords } from "../../audit/value-words";
import { isFilled, reactionRowRule, sourceOf } from "../../reaction/reaction-rows";
import { clearContent } from "../kit/clone-reset";
import { defineKind } from "../kit/define-kind";
import { elnEntityOf } from "../kit/eln-entity";
import { reportValuesOf } from "../kit/report-values";
import { searchTextOf } from "../kit/search-text";
import { reactionContent } from "./reaction-content";
import { equationWords } from "./words";

/** Structure files are coordinates, not words: found by structure search, read as drawings. */
const DRAWINGS = ["molFile", "structure"];

/** Spec §3 equation: a reaction (structure file, process, conditions, the reaction table's rows). */
export const equation = defineKind({
  type: "equation",
  family: "reaction",
  words: equationWords,
  contentSchema: reactionContent,
  contentRule: (content) => reactionRowRule(content.rows),
  onePerRecord: true,
  // The reaction's own labels first ("Section", not the grids' "Source").
  fieldLabel: (key, _kindName, t) => {
    const label = t(`module.equation.${key}`);
    return label === `module.equation.${key}` ? undefined : label;
  },
  fieldValueInWords: (key, value, t) => {
    if (DRAWINGS.includes(key) && typeof value === "string")
      return inWords(value.trim() === "" ? "" : t("module.structure", { lines: value.split("\n").length }));
    if (key === "source" && typeof value === "string") return inWords(t(`module.source.${value}`));
    return undefined;
  },
  // Spec §5: the reaction is filled when its first reactant and first product name a substance.
  completeness: (module) => {
    const { rows, fields } = module.content;
    const first = (source: string) => rows.find((row) => sourceOf(row) === source);
    const reactant = first("yldataSource");
    const product = first("cwdataSource");
    const filled =
      Boolean(reactant && product && isFilled(reactant) && isFilled(product)) || (rows.length === 0 && Boolean(fields.molFile));
    const broken = rows.length > 0 && reactionRowRule(rows) !== null;
    return { filled, incompleteRowIds: broken ? [rows[0]!.rowId] : [] };
  },
  // Spec §4: a clone starts without the reaction's data.
  cloneReset: clearContent,
  // The drawing is shown whole above the rows: the rows show what a chemist compares.
  compareView: {
    rows: "cells",
    columns: ["name", "formula", "source", "molecularWeight", "cnum", "mass", "massUnit", "moles", "actualMass", "yield"],
  },
  searchText: (module) =>
    searchTextOf({}, module, [...DRAWINGS, "smiles", "inchi", "source", "massUnit", "volumeUnit", "moleUnit", "actualMassUnit"]),
  reportValues: (module) => reportValuesOf({}, module, [...DRAWINGS, "smiles", "inchi", "inchiKey"]),
  toElnEntity: (module) => {
    const { molFile, ...rest } = module.content.fields;
    if (typeof molFile !== "string" || molFile === "") return elnEntityOf(module);
    const isReaction = molFile.trimStart().startsWith("$RXN");
    const name = isReaction ? "reaction.rxn" : "structure.mol";
    const mediaType = isReaction ? "chemical/x-mdl-rxnfile" : "chemical/x-mdl-molfile";
    const path = `${module.moduleId}/${name}`;
    return elnEntityOf(module, {
      fields: rest,
      parts: [{ "@id": path, "@type": "File", name, encodingFormat: mediaType }],
      files: [{ path, text: molFile, mediaType }],
    });
  },
});
