import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { FileBytes } from "./shared/schemas";

/** A structure file at most 1 MB (as the reaction module keeps it). */
export const STRUCTURE_TEXT_MAX = 1_000_000;

export const StructureBody = z.object({
  structure: z
    .string()
    .min(1)
    .max(STRUCTURE_TEXT_MAX)
    .describe("SMILES, a molfile (V2000/V3000), an RXN file (V2000/V3000), SDF, KET or CDXML"),
});

export const MoleculeFigures = z.object({
  grossFormula: z.string().describe('Hill order as Indigo writes it: "C9 H8 O4"'),
  molecularWeight: z.number().describe("Average molecular weight, g/mol"),
  monoisotopicMass: z.number(),
  smiles: z.string().describe("Canonical SMILES"),
  inchi: z.string(),
  inchiKey: z.string(),
});

export const ReadStructureResult = z.object({
  kind: z.enum(["molecule", "reaction"]),
  normalised: z.string().describe("A reaction as an RXN file, a molecule as a molfile, with 2D coordinates: what a record keeps"),
  components: z.array(
    z.object({
      role: z.enum(["reactant", "agent", "product"]).describe("Left of the arrow, above it, right of it"),
      molfile: z.string().describe("The component alone, V2000 with 2D coordinates"),
      figures: MoleculeFigures,
    }),
  ),
});

export const REACTION_EXPORT_FORMATS = ["rxn", "mol", "sdf", "smiles", "svg"] as const;
export const ReactionExportQuery = z.object({
  format: z.enum(REACTION_EXPORT_FORMATS).default("rxn"),
});

const CHEMISTRY = { tag: "chemistry", access: "member" } as const;

export const chemistryRoutes = {
  readStructure: {
    ...CHEMISTRY,
    operationId: "readStructure",
    method: "post",
    path: "/chemistry/read",
    summary:
      "Reads a drawn or pasted structure on the server (Indigo): molecule or reaction, and each component's gross formula, molecular weight, monoisotopic mass, canonical SMILES, InChI and InChIKey",
    body: StructureBody,
    response: ReadStructureResult,
  },
  renderStructure: {
    ...CHEMISTRY,
    operationId: "renderStructure",
    method: "post",
    path: "/chemistry/render",
    summary:
      "A structure drawn as an SVG picture by the server (Indigo), for the record's views, versions and compare; shown as an image, never inlined",
    body: StructureBody,
    response: z.object({ svg: z.string().describe("A standalone SVG document") }),
  },
  exportReaction: {
    ...CHEMISTRY,
    operationId: "exportReaction",
    method: "get",
    path: "/experiments/{id}/modules/{moduleId}/reaction",
    summary: "A record's reaction (spec ExportRXN) as an RXN file, a molfile, SDF, SMILES or an SVG picture",
    query: ReactionExportQuery,
    response: FileBytes(
      [
        "chemical/x-mdl-rxnfile",
        "chemical/x-mdl-molfile",
        "chemical/x-mdl-sdfile",
        "chemical/x-daylight-smiles",
        "image/svg+xml",
      ],
      "The reaction file",
    ),
    refuses: [404],
  },
} as const satisfies Record<string, RouteDefinition>;

export type ReadStructureResult = z.infer<typeof ReadStructureResult>;
export type MoleculeFiguresDto = z.infer<typeof MoleculeFigures>;
export type ReactionExportFormat = (typeof REACTION_EXPORT_FORMATS)[number];
