import { createHash } from "node:crypto";
import { ElnArchiveError } from "@labledger/adapters/eln/eln-archive-error";
import { type ElnArchive, readElnArchive } from "@labledger/adapters/eln/read-eln-archive";
import { type FileSheet, readSheetFile, SpreadsheetRefusal } from "@labledger/adapters/sheet-files/read-sheet-file";
import {
  type CrateSource,
  checkContent,
  checkModuleContent,
  checkModuleKind,
  checkName,
  DomainError,
  type ImportedFile,
  type ImportedRecord,
  readCrate,
  sizeLimit,
} from "@labledger/domain";
import type { SettingsValues } from "@labledger/events";
import { STAGED_HEAD_BYTES } from "@labledger/ports";
import { type Language, translate } from "../i18n/translate";
import { detectContent } from "../records/content-detection";
import type { ReceivedEln } from "./eln-upload";

/** The most records one import creates. */
export const MAX_IMPORTED_RECORDS = 1000;

export interface PlannedFile extends ImportedFile {
  /** Decided from the content, as an upload's is. */
  readonly mediaType: string;
}

export interface PlannedRecord {
  readonly imported: ImportedRecord;
  readonly files: readonly PlannedFile[];
  /** A spreadsheet module's sheets as its XLSX holds them, by the module's place in `imported.modules`. */
  readonly workbooks: ReadonlyMap<number, readonly FileSheet[]>;
  /** Why it cannot be imported as it is, in words. */
  readonly problems: readonly string[];
}

/** What an .eln file would become: read, every record's modules and files checked; nothing stored. */
export interface ImportPlan {
  readonly fileName: string;
  readonly size: number;
  readonly sha256: string;
  readonly source: CrateSource;
  readonly archive: ElnArchive;
  readonly records: readonly PlannedRecord[];
}

/**
 * Reads an uploaded .eln as hostile: the archive within its limits (a refusal of the file as a whole
 * is a 400 with its reason), then each record its modules and files held to the rules a save and an
 * upload are held to (kinds, content, names, sizes, the accept lists), each failure a problem in words.
 */
export async function planImport(received: ReceivedEln, files: SettingsValues<"files">, language: Language): Promise<ImportPlan> {
  const archive = await openArchive(received.bytes);
  const text = new TextDecoder("utf-8", { fatal: true });
  const crate = readCrate(archive.metadata, archive.entries, {
    language,
    readText: (path) => {
      try {
        return text.decode(archive.read(path));
      } catch {
        return undefined;
      }
    },
  });
  if (crate.records.length === 0) throw new DomainError("eln.noRecords", "invalid");
  if (crate.records.length > MAX_IMPORTED_RECORDS)
    throw new DomainError("eln.tooManyRecords", "invalid", { max: MAX_IMPORTED_RECORDS });
  const records: PlannedRecord[] = [];
  for (const imported of crate.records) records.push(await planRecord(imported, archive, files, language));
  return {
    fileName: received.name || "import.eln",
    size: received.bytes.length,
    sha256: createHash("sha256").update(received.bytes).digest("hex"),
    source: crate.source,
    archive,
    records,
  };
}

/** The archive's refusals as the domain's, so they answer 400 with their words. */
const asDomainError = (error: unknown) =>
  error instanceof ElnArchiveError ? new DomainError(error.key, "invalid", error.params) : error;

async function openArchive(bytes: Uint8Array): Promise<ElnArchive> {
  try {
    return await readElnArchive(bytes);
  } catch (error) {
    throw asDomainError(error);
  }
}

/** A file of the archive, whole; a damaged entry is a refusal, never a crash. */
export function fileBytes(archive: ElnArchive, path: string): Uint8Array {
  try {
    return archive.read(path);
  } catch (error) {
    throw asDomainError(error);
  }
}

async function planRecord(
  imported: ImportedRecord,
  archive: ElnArchive,
  settings: SettingsValues<"files">,
  language: Language,
): Promise<PlannedRecord> {
  const problems: string[] = [];
  const refused = (error: unknown) => {
    if (!(error instanceof DomainError)) throw error;
    problems.push(translate(language, error.key, error.params));
  };
  const workbooks = new Map<number, readonly FileSheet[]>();
  for (const [i, module] of imported.modules.entries()) {
    try {
      checkModuleKind(module);
      checkModuleContent(module, module.content);
      // A spreadsheet's XLSX is read as a file imported into the module is: the same limits, the same refusals.
      if (module.workbookFile) workbooks.set(i, await workbookSheets(archive, module.workbookFile));
    } catch (error) {
      refused(error);
    }
  }
  const files: PlannedFile[] = [];
  for (const file of imported.files) {
    try {
      checkName(file.name);
      const limit = sizeLimit(file.name, settings);
      if (file.size > limit.bytes)
        throw new DomainError("attachment.tooLarge", "invalid", { name: file.name, limit: limit.limitMB });
      if (file.size === 0) throw new DomainError("attachment.empty", "invalid", { name: file.name });
      const head = fileBytes(archive, file.path).subarray(0, STAGED_HEAD_BYTES);
      files.push({ ...file, mediaType: checkContent(file.name, await detectContent(head), settings) });
    } catch (error) {
      refused(error);
    }
  }
  return { imported, files, workbooks, problems };
}

async function workbookSheets(archive: ElnArchive, file: ImportedFile): Promise<readonly FileSheet[]> {
  try {
    return await readSheetFile(fileBytes(archive, file.path), file.name);
  } catch (error) {
    throw error instanceof SpreadsheetRefusal ? new DomainError(error.key, "invalid", error.params) : error;
  }
}
