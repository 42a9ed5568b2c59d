import type { KindColumn } from "../module-kind";

const col = (field: string, required = false): KindColumn => ({ field, required, className: required ? "required" : "" });

/**
 * Spec §3 grid sub-types and their default columns; the first is required. The last three are
 * kept by older records and not offered by the editor yet (no columns declared).
 */
export const GRID_SUB_TYPE_COLUMNS = {
  labInfoTable: [col("item", true), col("content")],
  labMaterial: [col("name", true), col("casNo"), col("batchNo"), col("amount", true), col("unit")],
  labInstrument: [col("name", true), col("model"), col("instrumentNo"), col("calibrationDue")],
  labSample: [col("sampleName", true), col("sampleId"), col("quantity"), col("unit")],
  labReference: [col("title", true), col("author"), col("source"), col("link")],
  labDocument: [col("name", true), col("documentNo"), col("version")],
  recordRelate: [col("experimentNumber", true), col("title"), col("relation")],
  testTaskGrid: [],
  microEditor: [],
  multiLevelTable: [],
  /** A data-processing table (spec §1, §2 processList): its columns come from the definition. */
  processTable: [],
} as const satisfies Readonly<Record<string, readonly KindColumn[]>>;
