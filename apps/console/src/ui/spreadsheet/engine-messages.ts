import type { SheetValue } from "@labledger/domain/module-kinds/spreadSheet/workbook";

/** A cell as the engine takes it: its formula, or its value as typed. */
export interface EngineCell {
  readonly sheetId: string;
  readonly cell: string;
  readonly input: string;
}

/** What the page asks the sheet engine worker. */
export type EngineRequest =
  | {
      readonly kind: "load";
      readonly sheets: readonly { sheetId: string; name: string }[];
      readonly cells: readonly EngineCell[];
    }
  /** The member's edit: answered with what it changed. */
  | { readonly kind: "edit"; readonly cells: readonly EngineCell[] }
  /** What the server said (answers, others' changes): taken in without an answer. */
  | { readonly kind: "set"; readonly cells: readonly EngineCell[] };

export type EngineAnswer =
  | { readonly kind: "ready" }
  | { readonly kind: "failed" }
  | { readonly kind: "computed"; readonly cells: readonly { sheetId: string; cell: string; value: SheetValue }[] };
