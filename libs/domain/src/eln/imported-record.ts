import type { ModuleContent } from "../experiment/module-content";
import type { KindColumn } from "../module-kinds/module-kind";
import type { SheetChart } from "../module-kinds/spreadSheet/workbook";

/** An archive entry as `readCrate` needs it: the bytes' size and SHA-256, counted as they were read. */
export interface ElnEntryFacts {
  readonly size: number;
  readonly sha256: string;
}

/** A file of an imported record: where it is in the archive (relative to the root folder) and what it is. */
export interface ImportedFile {
  readonly path: string;
  /** A name the attachment rules take (spec §5: no `/ : * ? " < > |`, at most 200 characters). */
  readonly name: string;
  /** The type the crate declares when it is one LabLedger serves as it is, else application/octet-stream. */
  readonly mediaType: string;
  readonly size: number;
  readonly sha256: string;
}

/** A module to add to the imported record, in order; its content passes its kind's `contentSchema`. */
export interface ImportedModule {
  readonly type: string;
  readonly subType: string | null;
  readonly title: string;
  readonly required: boolean;
  /** A grid's columns (its sub-type's, for modules made from another ELN's record). */
  readonly columns: ReadonlyArray<Pick<KindColumn, "field" | "required"> & { readonly className?: string }>;
  readonly content: ModuleContent;
  /** A spreadsheet's workbook as the archive's XLSX file (a LabLedger export's), read back as the module's workbook. */
  readonly workbookFile?: ImportedFile;
  /** Its charts as the record file keeps them, each naming the sheet it draws from by name. */
  readonly workbookCharts?: readonly ImportedChart[];
}

/** A chart of an imported workbook: the sheet it draws from by name (its sheets get new ids). */
export type ImportedChart = Omit<SheetChart, "sheetId"> & { readonly sheetName: string };

export interface ImportedComment {
  /** The printed name, as text; null when the crate does not say. */
  readonly author: string | null;
  readonly createdAt?: string;
  readonly text: string;
}

export interface ImportedLink {
  readonly title: string;
  /** http, https or ftp only. */
  readonly url: string;
}

/** One record to import: a Dataset listed in the root's `hasPart`. */
export interface ImportedRecord {
  /** The Dataset's `@id` in the crate. */
  readonly sourceId: string;
  /** At most 300 characters (cut with an ellipsis). */
  readonly title: string;
  /** The record's text as plain text (its HTML read as text). */
  readonly text: string;
  /** As the crate wrote them (ISO 8601, an offset when the crate gives one). */
  readonly createdAt?: string;
  readonly modifiedAt?: string;
  /** Printed names, never accounts or addresses. */
  readonly authors: readonly string[];
  readonly keywords: readonly string[];
  readonly links: readonly ImportedLink[];
  readonly comments: readonly ImportedComment[];
  readonly modules: readonly ImportedModule[];
  readonly files: readonly ImportedFile[];
}

/** Who made the crate and when. */
export interface CrateSource {
  readonly application: string | null;
  readonly url: string | null;
  readonly createdAt?: string;
}

export interface ImportedCrate {
  readonly source: CrateSource;
  readonly records: readonly ImportedRecord[];
}
