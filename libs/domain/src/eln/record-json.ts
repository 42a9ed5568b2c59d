import { ModuleColumnSchema } from "@labledger/events/catalogue/experiments";
import { SheetChartSchema } from "@labledger/events/catalogue/sheets";
import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import { z } from "zod";
import { MODULE_TITLE_MAX } from "../experiment/record-details";
import { brokenRule } from "../module-kinds/kit/content-schema";
import { isKnownKind, kindOf } from "../module-kinds/registry";
import { holdsWorkbook } from "../module-kinds/spreadSheet/workbook";
import type { ElnModule, ElnRecord } from "./eln-record";
import type { ImportedChart, ImportedFile, ImportedModule } from "./imported-record";

/**
 * The file beside each record's parts that holds the record as LabLedger keeps it (its modules'
 * whole content included), so LabLedger → .eln → LabLedger loses nothing. The crate's entities
 * say the same for other ELNs and for people.
 */
export const RECORD_FILE_NAME = "labledger-record.json";
const FORMAT = "labledger-record";
const FORMAT_VERSION = 1;

export const recordFileText = (record: ElnRecord) =>
  JSON.stringify(
    { format: FORMAT, version: FORMAT_VERSION, record: { ...record, modules: record.modules.map(savedModule) } },
    null,
    2,
  );

/** A module as the record file keeps it: a spreadsheet's XLSX named by its size and SHA-256 (its bytes are a file of the crate). */
function savedModule({ workbookXlsx, ...module }: ElnModule) {
  return workbookXlsx
    ? { ...module, workbookFile: { size: workbookXlsx.length, sha256: bytesToHex(sha256(workbookXlsx)) } }
    : module;
}

/** The limits a module added through the API keeps (libs/contracts experiments.ts). */
const Column = ModuleColumnSchema.extend({ className: z.string().max(100).optional() });
const Row = z.looseObject({ rowId: z.string().min(1).max(64) });
const SavedWorkbook = z.object({
  sheets: z.array(z.object({ sheetId: z.string(), name: z.string() })).max(SHEET_LIMITS.sheets),
  charts: z.array(SheetChartSchema).max(SHEET_LIMITS.charts),
});
const SavedModule = z.object({
  type: z.string(),
  subType: z.string().nullable(),
  title: z.string().trim().min(1).max(MODULE_TITLE_MAX),
  required: z.boolean(),
  columns: z.array(Column).max(200),
  content: z.object({
    fields: z.record(z.string().max(100), z.unknown()),
    rows: z.array(Row).max(10_000),
    // Only the charts are read of it (they are drawings, not values): the cells come from the XLSX, computed again.
    workbook: SavedWorkbook.optional().catch(undefined),
  }),
  workbookFile: z.object({ size: z.number().int().min(1), sha256: z.string().regex(/^[0-9a-f]{64}$/) }).optional(),
});
const RecordFile = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  record: z.object({ modules: z.array(SavedModule).max(500) }),
});

/**
 * The modules a record file holds, exactly; undefined when the file is not one LabLedger wrote or
 * breaks a rule a module added here would have to keep (an unknown kind, content its kind refuses,
 * a file row whose bytes are not in the archive): the record is then read like any other ELN's.
 */
export function modulesOfRecordFile(text: string, files: readonly ImportedFile[]): ImportedModule[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = RecordFile.safeParse(parsed);
  if (!result.success) return undefined;
  const present = new Set(files.map((f) => fileKey(f.sha256, f.size)));
  const modules: ImportedModule[] = result.data.record.modules.map(
    ({ workbookFile, content: { workbook, ...content }, ...module }) => {
      // A spreadsheet's workbook comes back from its XLSX, when the archive holds it (its values computed again on import).
      const file =
        workbookFile && files.find((f) => fileKey(f.sha256, f.size) === fileKey(workbookFile.sha256, workbookFile.size));
      if (!file || !holdsWorkbook(module.type)) return { ...module, content };
      return { ...module, content, workbookFile: file, workbookCharts: chartsBySheetName(workbook) };
    },
  );
  return modules.every((module) => keepsItsKindsRules(module, present)) ? modules : undefined;
}

/** A workbook's charts with the name of the sheet each draws from (the sheets get new ids on import). */
function chartsBySheetName(workbook: z.infer<typeof SavedWorkbook> | undefined): ImportedChart[] {
  const nameOf = new Map((workbook?.sheets ?? []).map((s) => [s.sheetId, s.name]));
  return (workbook?.charts ?? []).flatMap(({ sheetId, ...chart }) => {
    const sheetName = nameOf.get(sheetId);
    return sheetName === undefined ? [] : [{ ...chart, sheetName }];
  });
}

const fileKey = (sha256: unknown, size: unknown) => `${String(sha256)}/${String(size)}`;

function keepsItsKindsRules(module: ImportedModule, present: ReadonlySet<string>): boolean {
  const kind = kindOf(module.type);
  if (!kind || !isKnownKind(module.type, module.subType)) return false;
  if (brokenRule(kind.contentSchema, module.content) !== null || (kind.contentRule?.(module.content) ?? null) !== null)
    return false;
  const rowIds = module.content.rows.map((row) => row.rowId);
  if (new Set(rowIds).size !== rowIds.length) return false;
  return !kind.holdsFiles || module.content.rows.every((row) => present.has(fileKey(row.sha256, row.size)));
}
