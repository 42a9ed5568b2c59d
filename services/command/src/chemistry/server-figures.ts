import { DomainError, type ModuleContent, type Row } from "@labledger/domain";
import { type Chemistry, type MoleculeFigures, UnreadableStructure } from "@labledger/ports";

/** A structure the toolkit cannot read is refused with the spec's message; nothing is saved. */
export async function readable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnreadableStructure) throw new DomainError("reaction.structureUnreadable", "invalid");
    throw error;
  }
}

/** A structure file as written (a molfile's first line may be blank: never trimmed), or "" when there is none. */
const structureIn = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : "");

/**
 * A reaction module's content as the server keeps it: its drawing read (refused when it cannot
 * be), and each row's figures computed from its structure here, whatever the save said of them.
 * A row without a structure keeps only a molecular weight typed for it (a mixture, a catalyst on carbon).
 */
export async function withServerFigures(chemistry: Chemistry, content: ModuleContent): Promise<ModuleContent> {
  const drawing = structureIn(content.fields.molFile);
  if (drawing) await readable(() => chemistry.read(drawing));
  const rows = await Promise.all(content.rows.map((row) => rowWithFigures(chemistry, row)));
  return { fields: content.fields, rows };
}

async function rowWithFigures(chemistry: Chemistry, row: Row): Promise<Row> {
  const { formula, molecularWeight, monoisotopicMass, smiles, inchi, inchiKey, ...rest } = row;
  const structure = structureIn(row.structure);
  if (!structure) return typeof molecularWeight === "number" ? { ...rest, molecularWeight } : rest;
  return { ...rest, ...figuresOf(await readable(() => chemistry.figures(structure))) };
}

const figuresOf = (figures: MoleculeFigures) => ({
  formula: figures.grossFormula,
  molecularWeight: figures.molecularWeight,
  monoisotopicMass: figures.monoisotopicMass,
  smiles: figures.smiles,
  inchi: figures.inchi,
  inchiKey: figures.inchiKey,
});
