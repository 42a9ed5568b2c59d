import type { Language } from "../../i18n/translate";
import type { PdfColumn } from "../pdf-table";

/** A label and its value, both in words. */
export interface WordsLine {
  readonly label: string;
  readonly value: string;
}

/** A signature's manifestation (21 CFR 11.50) in words. */
export interface SignatureWords {
  readonly printedName: string;
  /** Spec §9 time format. */
  readonly time: string;
  /** What the signature means: "Authorship", "Approval", ... */
  readonly meaning: string;
}

/** A table in words: column labels, and each row's cells in the columns' order. */
export interface WordsTable {
  readonly columns: readonly string[];
  readonly rows: ReadonlyArray<readonly string[]>;
}

/** One part of a module's content, as the PDF lays it out. */
export type ModuleBlock =
  | { readonly type: "lines"; readonly lines: readonly WordsLine[] }
  | { readonly type: "table"; readonly table: WordsTable }
  | { readonly type: "paragraphs"; readonly label: string; readonly paragraphs: readonly string[] }
  /** A drawing (a reaction's structure) as an SVG document, drawn as vector shapes. */
  | { readonly type: "figure"; readonly caption: string; readonly svg: string }
  | { readonly type: "note"; readonly text: string };

export interface ModuleSection {
  readonly title: string;
  /** The module's kind in words: "Materials", "Rich text". */
  readonly kind: string;
  /** Empty when nothing was entered. */
  readonly blocks: readonly ModuleBlock[];
  readonly signatures: readonly SignatureWords[];
}

/** One review decision of a submitted version (or a decision on its recall). */
export interface DecisionWords {
  /** The flow's step by its name ("QA approval"), or the recall. */
  readonly step: string;
  readonly reviewer: string;
  /** "Approved", "Rejected", "Recall granted", ... */
  readonly decision: string;
  readonly meaning: string;
  readonly comment: string;
  readonly time: string;
}

/** A submission of the record for approval, and what became of it. */
export interface SubmissionWords {
  readonly version: number;
  /** "Version 2 submitted by Chen Jing on 2026-11-23 10:00:00 (flow: Two-step review)". */
  readonly heading: string;
  readonly decisions: readonly DecisionWords[];
  /** What followed besides the decisions, in order: the version approved, a recall asked for. */
  readonly notes: readonly string[];
}

/** What the record's history says of its integrity. */
export interface IntegrityWords {
  /** Whether the record's hash chain holds from its first event. */
  readonly chainHolds: boolean;
  /** The chain's verification in words ("Verified: 42 events, none altered"). */
  readonly chain: string;
  /** What the signed checkpoints of the log say about the record. */
  readonly checkpoint: string;
}

/**
 * A record as an inspector reads it on paper (21 CFR 11.10(b)): every part already in words in
 * `language`, never an id, a key, JSON or markup. Plain data: the PDF writer only lays it out.
 */
export interface RecordDocument {
  readonly language: Language;
  readonly number: string;
  readonly title: string;
  /** Number, title, status and version, owner, project, task, record book, department, participants, conditions, conclusion, dates. */
  readonly facts: readonly WordsLine[];
  readonly modules: readonly ModuleSection[];
  readonly submissions: readonly SubmissionWords[];
  /** The record's audit trail (its trace, newest first), with the trace export's columns. */
  readonly trail: { readonly columns: readonly PdfColumn[]; readonly rows: ReadonlyArray<readonly string[]> };
  readonly integrity: IntegrityWords;
}
