import type { ReactionFormula, ReadStructureResult } from "@labledger/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";

export type { ReactionFormula };

import { call } from "../../../../transport/api-client";

/** The drawing read by the server (Indigo): its components with their figures. Quiet: the editor says what went wrong. */
export const readStructure = async (structure: string) =>
  (await call("POST", "/chemistry/read", { body: { structure }, quiet: true })).response as ReadStructureResult;

/** The path of a record's reaction as a file (ExportRXN). */
export const reactionExportPath = (recordId: string, moduleId: string, format: "rxn" | "mol" | "sdf" | "smiles" | "svg") =>
  `/experiments/${encodeURIComponent(recordId)}/modules/${encodeURIComponent(moduleId)}/reaction?format=${format}`;

/** The team's common reactions whose name holds the keyword (the first page), to start this reaction from one. Quiet: the picker says what went wrong. */
export const commonReactionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: ["reaction-formulas", "pick", keyword.trim()],
    queryFn: async () => {
      const query = new URLSearchParams({ pageSize: "20", ...(keyword.trim() ? { keyword: keyword.trim() } : {}) });
      return ((await call("GET", `/resources/reaction-formulas?${query}`, { quiet: true })).rows ?? []) as ReactionFormula[];
    },
    placeholderData: keepPreviousData,
  });
