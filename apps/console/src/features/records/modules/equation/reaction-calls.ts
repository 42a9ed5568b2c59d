import type { ReadStructureResult } from "@labledger/contracts";
import { call } from "../../../../transport/api-client";

/** The drawing read by the server (Indigo): its components with their figures. Quiet: the editor says what went wrong. */
export const readStructure = async (structure: string) =>
  (await call("POST", "/chemistry/read", { body: { structure }, quiet: true })).response as ReadStructureResult;

/** The path of a record's reaction as a file (ExportRXN). */
export const reactionExportPath = (recordId: string, moduleId: string, format: "rxn" | "mol" | "sdf" | "smiles" | "svg") =>
  `/experiments/${encodeURIComponent(recordId)}/modules/${encodeURIComponent(moduleId)}/reaction?format=${format}`;
