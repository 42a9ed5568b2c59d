import type { StructureSearchBody } from "@labledger/contracts";
import { MAX_PAGE, PAGE_SIZE } from "./search-params";

export type StructureMode = NonNullable<StructureSearchBody["mode"]>;
export const STRUCTURE_MODES: readonly StructureMode[] = ["substructure", "exact", "similarity"];
/** A query kept in the address: SMILES or SMARTS (a drawing is sent as its SMILES). */
export const STRUCTURE_MAX = 2000;
export const DEFAULT_THRESHOLD = 0.7;

/** A structure search as the page's address holds it (`/globSearch?structure=…&mode=…`). */
export interface StructureParams {
  readonly structure: string;
  readonly mode: StructureMode;
  /** Similarity only: the lowest Tanimoto similarity, 0.1 to 1. */
  readonly threshold: number;
  readonly pageIndex: number;
}

/** Reads a structure search from the address; none when it names no structure. Anything it cannot use takes its default. */
export function readStructureParams(url: URLSearchParams): StructureParams | undefined {
  const structure = url.get("structure")?.trim().slice(0, STRUCTURE_MAX) ?? "";
  if (!structure) return undefined;
  const mode = (STRUCTURE_MODES as readonly string[]).includes(url.get("mode") ?? "")
    ? (url.get("mode") as StructureMode)
    : "substructure";
  const threshold = Number(url.get("threshold"));
  const page = Number.parseInt(url.get("pageIndex") ?? "", 10);
  return {
    structure,
    mode,
    threshold: Number.isFinite(threshold) && threshold >= 0.1 && threshold <= 1 ? threshold : DEFAULT_THRESHOLD,
    pageIndex: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1,
  };
}

/** The page's address for a structure search (the threshold only for similarity, the first page unnamed). */
export function structureAddress(params: StructureParams): string {
  const url = new URLSearchParams({ structure: params.structure, mode: params.mode });
  if (params.mode === "similarity") url.set("threshold", String(params.threshold));
  if (params.pageIndex > 1) url.set("pageIndex", String(params.pageIndex));
  return `/globSearch?${url.toString()}`;
}

/** The body of POST /api/search/structures for a search. */
export const structureBody = (params: StructureParams): StructureSearchBody => ({
  query: params.structure,
  mode: params.mode,
  threshold: params.threshold,
  pageIndex: params.pageIndex,
  pageSize: PAGE_SIZE,
});

const SMILES_CHARACTERS = /^[A-Za-z0-9@+\-[\]()=#$:.\\/%*~>]+$/;
/** A bond, a branch or a bracket atom, or a ring opened and closed: what a word or a record number does not hold. */
const CHEMISTRY_MARK = /[=#([]|[A-Za-z][1-9].*[A-Za-z][1-9]/;

/** Words typed in the search box that read as a SMILES ("CC(=O)OC", "c1ccccc1"): the page offers them as a structure too. */
export function looksLikeSmiles(key: string): boolean {
  const text = key.trim();
  return text.length >= 3 && text.length <= STRUCTURE_MAX && SMILES_CHARACTERS.test(text) && CHEMISTRY_MARK.test(text);
}
