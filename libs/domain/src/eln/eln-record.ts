import type { Language } from "../audit/words";
import type { ElnFile, KindModule } from "../module-kinds/module-kind";

/**
 * A module as the crate takes it: what its kind's rules read, and its id; a spreadsheet's
 * workbook also as an XLSX file (`workbookXlsx`, written by the server's sheet-files writer).
 */
export type ElnModule = KindModule & { readonly moduleId: string; readonly workbookXlsx?: Uint8Array };

/** A signature as the record shows it: who signed (the printed name), what it means in words, when. */
export interface ElnSignature {
  readonly printedName: string;
  readonly meaning: string;
  /** ISO 8601. */
  readonly at: string;
}

/** One event of the record's history, said in words. */
export interface ElnHistoryEntry {
  /** ISO 8601. */
  readonly at: string;
  /** The printed name of who did it. */
  readonly by: string;
  readonly what: string;
}

/** One record as the exporter gives it to `buildCrate`. */
export interface ElnRecord {
  readonly experimentId: string;
  /** The record number ("EXP-2024-0001"): the Dataset's identifier and its folder's name. */
  readonly number: string;
  readonly title: string;
  readonly notebookName: string;
  readonly projectName: string | null;
  readonly owner: { readonly printedName: string; readonly account: string };
  /** ISO 8601 with an offset (RFC 3339). */
  readonly createdAt: string;
  readonly modifiedAt: string;
  /** The record's status in words ("Approved", "已审批"). */
  readonly status: string;
  readonly version: number;
  readonly keywords: readonly string[];
  /** In the record's order. */
  readonly modules: readonly ElnModule[];
  readonly moduleSignatures: readonly (ElnSignature & { readonly moduleId: string })[];
  readonly approvalSignatures: readonly ElnSignature[];
  /** Oldest first; the first is the record's creation. */
  readonly history: readonly ElnHistoryEntry[];
}

export interface ElnCrateOptions {
  /** The zip's one folder (also the root Dataset's name); made safe by `safeSegment`. */
  readonly rootFolder: string;
  /** The lab that publishes the file (`sdPublisher`): its name and its server's address. */
  readonly publisher: { readonly name: string; readonly url: string };
  /** ISO 8601 with an offset. */
  readonly exportedAt: string;
  readonly labledgerVersion: string;
  /** The language of the words the crate adds (signature texts, labels); zh-CN unless given. */
  readonly language?: Language;
}

/** What `buildCrate` gives: ro-crate-metadata.json, and the files to write under the root folder. */
export interface ElnCrate {
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly files: readonly ElnFile[];
}
