import { inWords } from "../../audit/value-words";
import { clearContent } from "../kit/clone-reset";
import { defineKind } from "../kit/define-kind";
import { elnEntityOf } from "../kit/eln-entity";
import { reportValuesOf } from "../kit/report-values";
import { searchTextOf } from "../kit/search-text";
import { equationWords } from "./words";

/** Spec §3 equation: a reaction (structure file, process, reactants, products, solvents, conditions). */
export const equation = defineKind({
  type: "equation",
  family: "reaction",
  words: equationWords,
  // A structure file is drawn, not read: how many lines it has.
  fieldValueInWords: (key, value, t) =>
    key === "molFile" && typeof value === "string"
      ? inWords(t("module.structure", { lines: value.split("\n").length }))
      : undefined,
  // Spec §4: a clone starts without the reaction's data.
  cloneReset: clearContent,
  compareView: { rows: "none" },
  // A structure file is coordinates, not words: searched by structure (later), not by text.
  searchText: (module) => searchTextOf({}, module, ["molFile"]),
  reportValues: (module) => reportValuesOf({}, module, ["molFile"]),
  toElnEntity: (module) => {
    const { molFile, ...rest } = module.content.fields;
    if (typeof molFile !== "string") return elnEntityOf(module);
    const path = `${module.moduleId}/structure.mol`;
    return elnEntityOf(module, {
      fields: rest,
      parts: [{ "@id": path, "@type": "File", name: "structure.mol", encodingFormat: "chemical/x-mdl-molfile" }],
      files: [{ path, text: molFile, mediaType: "chemical/x-mdl-molfile" }],
    });
  },
});
