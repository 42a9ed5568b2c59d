import { TEXT_LIMITS } from "@labledger/events";
import { z } from "zod";
import { RecordStatus } from "./experiments";
import type { RouteDefinition } from "./shared/route";
import { Id } from "./shared/schemas";

/** What the global search finds (spec §1, §2 /globSearch): records, projects and record books. */
export const SEARCH_TYPES = ["record", "project", "notebook"] as const;
export const SEARCH_PAGE_SIZE_MAX = 50;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");

export const SearchQuery = z.object({
  key: z.string().trim().min(1).max(TEXT_LIMITS.keyword).describe("The words to find; every one must be found"),
  type: z.enum(SEARCH_TYPES).optional(),
  projectId: Id.optional(),
  ownerId: Id.optional().describe("Who created it"),
  status: RecordStatus.optional().describe("A record's status (records only)"),
  from: isoDay.optional().describe("Last changed on or after this day (UTC)"),
  to: isoDay.optional().describe("Last changed on or before this day (UTC)"),
  pageIndex: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(20),
});

const Part = z.object({ text: z.string(), match: z.boolean().describe("One of the searched words") });

export const SearchHit = z.object({
  type: z.enum(SEARCH_TYPES),
  id: Id.describe("The record's, project's or book's own id"),
  title: z.string(),
  titleParts: z.array(Part).describe("The title with the searched words marked"),
  code: z.string().describe("The number people quote, empty when there is none"),
  status: z.string().nullable().describe("A record's or project's status"),
  ownerName: z.string().describe("Who created it, by name"),
  projectName: z.string().nullable(),
  updatedAt: z.string(),
  snippets: z
    .array(z.object({ label: z.string().describe("Where: a module's title, a file's name"), parts: z.array(Part) }))
    .describe("Where the words were found in the content, marked; plain text, never markup"),
});

export const SearchResults = z.object({
  hits: z.array(SearchHit),
  total: z.number().int().describe("Every match the member may view, over every page"),
  fullText: z.boolean().describe("The content was searched too (FulltextSearch permission); otherwise titles and numbers only"),
});

/** Spec §3 Equation: records found by a molecule in their reaction tables. */
export const STRUCTURE_SEARCH_MODES = ["exact", "substructure", "similarity"] as const;
export const StructureSearchBody = z.object({
  query: z.string().trim().min(1).max(1_000_000).describe("The molecule or pattern: SMILES, SMARTS or a molfile"),
  mode: z
    .enum(STRUCTURE_SEARCH_MODES)
    .default("substructure")
    .describe(
      "exact: the same molecule (InChIKey); substructure: holds the query; similarity: Tanimoto at or above the threshold",
    ),
  threshold: z.number().min(0.1).max(1).default(0.7).describe("Similarity only: the lowest Tanimoto similarity"),
  pageIndex: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(20),
});

export const searchRoutes = {
  search: {
    operationId: "search",
    method: "get",
    path: "/search",
    summary:
      "Global search (spec /globSearch): records, projects and record books the member may view, by title and number, and with the FulltextSearch permission by their content (modules, grid cells, rich text, comments, attachments' names and text)",
    tag: "records",
    access: "member",
    query: SearchQuery,
    response: SearchResults,
  },
  searchStructures: {
    operationId: "searchStructures",
    method: "post",
    path: "/search/structures",
    summary:
      "Structure search: the records the member may view whose reaction tables hold the molecule (exact), hold it as a substructure, or hold a similar one; each hit names the matching molecules",
    tag: "records",
    access: "member",
    body: StructureSearchBody,
    response: SearchResults,
  },
} as const satisfies Record<string, RouteDefinition>;

export type StructureSearchBody = z.input<typeof StructureSearchBody>;
export type SearchQuery = z.input<typeof SearchQuery>;
export type SearchHit = z.infer<typeof SearchHit>;
export type SearchResults = z.infer<typeof SearchResults>;
