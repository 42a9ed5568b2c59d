/** The record as the server answers it (GET /api/experiments/{id}, spec §3): the server's contracts (libs/contracts). */
import type {
  AttachedFile,
  Comparison,
  ExperimentRecord,
  Flow,
  RecordModule,
  SettingsSections,
  Signature,
} from "@labledger/contracts";

export type {
  Completeness,
  ExperimentRecord,
  OpenCheck,
  RecordModule,
  TraceRow,
} from "@labledger/contracts";

export type Row = { readonly rowId: string } & Readonly<Record<string, unknown>>;

/** A module's content as the editor holds it: the server's, read-only. */
export interface ModuleContent {
  readonly fields: Readonly<Record<string, unknown>>;
  readonly rows: readonly Row[];
}
export type GridColumn = RecordModule["columns"][number];
export type Temperature = ExperimentRecord["roomTemperature"];
export type RecordDetails = Pick<
  ExperimentRecord,
  "title" | "participants" | "roomTemperature" | "relativeHumidity" | "conclusion" | "departmentId"
>;
export interface AttachmentRow extends Row, Readonly<Omit<AttachedFile, "rowId">> {}
export type FileSettings = SettingsSections["files"];
export type ModuleSignature = Signature;
export type ApprovalSignature = ExperimentRecord["approvalSignatures"][number];
export type ApprovalFlow = Pick<Flow, "flowId" | "name" | "isDefault">;
/** One field change of the compare API (action 1 added, 2 modified, 3 deleted). */
export type FieldChange = Comparison["details"][number];
export type CompareResult = Pick<Comparison, "details" | "modules">;
