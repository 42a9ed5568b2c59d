import type { z } from "@labledger/events/content-schema";
import type { Translate } from "../audit/change-words";
import type { Words } from "../audit/value-words";
import type { ModuleContent } from "../experiment/module-content";

/** How a kind is edited and shown; the console has one component per family. */
export type KindFamily = "field" | "editor" | "container" | "grid" | "attachment" | "reaction" | "spreadsheet";

/** A kind's words in one language: its name, and labels it adds to the history's `module.*` catalogue. */
export interface KindWords {
  /** "Materials", "物料": read wherever the kind is named (history, add-module menu). */
  readonly name: string;
  /** Merged into the history catalogue under `module.` (grid sub-type names, column and reaction labels). */
  readonly catalogue?: Readonly<Record<string, Readonly<Record<string, string>> | string>>;
}

/** A grid column as a module declares it (spec §3: field, required flag and class name). */
export interface KindColumn {
  readonly field: string;
  readonly required: boolean;
  readonly className: string;
}

/** What a kind's rules read of a module. */
export interface KindModule {
  readonly type: string;
  readonly subType: string | null;
  readonly title: string;
  readonly required: boolean;
  readonly columns: ReadonlyArray<{ readonly field: string; readonly required: boolean; readonly className?: string }>;
  readonly content: ModuleContent;
}

/** Spec §5 completeness: whether the module holds anything, and the rows a required cell is blank in. */
export interface Completeness {
  readonly filled: boolean;
  readonly incompleteRowIds: readonly string[];
  /** Required cells left empty, by name ("Data!B3"): a spreadsheet design's required input cells. */
  readonly emptyCells?: readonly string[];
}

/** One line of a module in a PDF table: a label and its value as text. */
export interface PlainRow {
  readonly label: string;
  readonly value: string;
}

/**
 * A module as parts of an RO-Crate (the .eln file format): the module's own entity and the
 * entities it points to (attached files, a reaction's structure). Ids are relative to the record.
 */
export interface ElnEntity {
  /** The module: a `CreativeWork` whose `hasPart` names the parts. */
  readonly entity: Readonly<Record<string, unknown>>;
  readonly parts: ReadonlyArray<Readonly<Record<string, unknown>>>;
  /** The files the exporter writes into the crate: stored bytes by digest, or text the module holds. */
  readonly files: ReadonlyArray<ElnFile>;
}

export type ElnFile =
  | { readonly path: string; readonly sha256: string }
  | { readonly path: string; readonly text: string; readonly mediaType: string }
  /** Bytes the exporter made for the file (a spreadsheet's workbook as XLSX). */
  | { readonly path: string; readonly bytes: Uint8Array; readonly mediaType: string };

/** A file a module holds, whose text the search reads too. */
export interface SearchFile {
  readonly name: string;
  readonly sha256: string;
  readonly mediaType?: string;
}

/** What the global search finds in a module: its text, and the files it holds. */
export interface ModuleSearchText {
  readonly text: string;
  readonly files: readonly SearchFile[];
}

/** A field (or grid column) a report can take from a module, with its values in order. */
export interface ReportField {
  readonly field: string;
  readonly values: readonly (string | number)[];
}

/** What the side-by-side view shows of a module's rows. */
export interface CompareView {
  /** "files": rows are attachments, shown by name; "cells": rows by their columns; "none": no rows. */
  readonly rows: "files" | "cells" | "none";
  /**
   * The row cells the side-by-side view and the record at a moment show, in order, the first
   * filled one naming the row; absent: the declared columns, then every key the rows hold.
   */
  readonly columns?: readonly string[];
}

/**
 * One module kind (spec §3 Module types): everything the server, the history and the exports
 * know of it. Registered once in ./registry.ts; the console pairs it with its editor and view.
 */
export interface ModuleKind {
  /** The module type as events and the API name it ("input", "grid"). */
  readonly type: string;
  readonly family: KindFamily;
  /**
   * The sub-types (spec §3: a grid's) and each one's default columns; the editor offers the
   * sub-types that declare columns.
   */
  readonly subTypes?: Readonly<Record<string, readonly KindColumn[]>>;
  readonly words: { readonly en: KindWords; readonly "zh-CN": KindWords };
  /**
   * What a save may hold; a value that fails names the broken rule in its message ("email",
   * "≤ 300"). Empty values always pass: completeness is checked at submission.
   */
  readonly contentSchema: z.ZodMiniType;
  /** A rule across the content the schema cannot say (spec §5 reaction rows): the message key it breaks, or null. */
  readonly contentRule?: (content: ModuleContent) => string | null;
  /** Spec §5: a record holds at most one module of this kind (reaction, sequences). */
  readonly onePerRecord?: boolean;
  /** Its rows are files: they enter only through the upload (whose content is checked); a save may remove or reorder them. */
  readonly holdsFiles?: boolean;
  /** The content fields that hold HTML: the server sanitises them on every save and before any screen renders them. */
  readonly htmlFields?: readonly string[];
  readonly completeness: (module: KindModule) => Completeness;
  /** A form field's label in the history, when the kind names it itself (a value by the kind's name). */
  readonly fieldLabel?: (key: string, kindName: string, t: Translate) => string | undefined;
  /** A form field's value in words, when the kind reads it itself (rich text, N/A, a structure). */
  readonly fieldValueInWords?: (key: string, value: unknown, t: Translate) => Words | undefined;
  /** Spec §4 cloning: what a copy keeps of the content. */
  readonly cloneReset: (content: ModuleContent) => ModuleContent;
  readonly compareView: CompareView;
  /** The module as PDF table lines, in the words of `t`'s language. */
  readonly toPlainRows: (module: KindModule, t: Translate) => PlainRow[];
  /** What the global search finds in the module (its texts, and the files whose text is read too). */
  readonly searchText: (module: KindModule) => ModuleSearchText;
  /** What a data-mining report can take from the module: its fields and grid columns with their values. */
  readonly reportValues: (module: KindModule) => readonly ReportField[];
  /** The module as RO-Crate entities for an .eln file. */
  readonly toElnEntity: (module: KindModule & { readonly moduleId: string }) => ElnEntity;
}
