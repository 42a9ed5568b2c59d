import {
  type Chemistry,
  type MoleculeFigures,
  type ReadStructure,
  type SearchKeys,
  type StructureComponent,
  type StructureFormat,
  type StructureQuery,
  UnreadableStructure,
} from "@labledger/ports";
import { type IndigoCalculation, massFigures } from "./indigo-figures";
import { type IndigoCall, type IndigoOperation, IndigoThread } from "./indigo-thread";
import { isRxn, isV2000, type MdlMolecule, mdlMolecules, needsLayout, rxnV2000Components } from "./mdl";
import { loadRdkit, moleculeKeys, type RDKit, readQuery, structureQuery } from "./rdkit-keys";
import { assertWithinLimits, isLine, screenStructure } from "./structure-screen";
import { assertInertSvg } from "./svg-guard";

export interface WasmChemistryOptions {
  /** How long one batch of Indigo calls may run before its worker is ended and the input refused (default 30 s). */
  readonly deadlineMs?: number;
}

const DEFAULT_DEADLINE_MS = 30_000;

/**
 * Indigo's options for every call, as Ketcher's own defaults: a wedge Indigo finds wrong is not
 * a reason to refuse a drawing, and a formula lists its isotopes (14C) so that it agrees with the
 * weight, which counts them — what Ketcher's Calculated Values window shows.
 */
const BASE_OPTIONS = { "ignore-stereochemistry-errors": "true", "gross-formula-add-isotopes": "true" };

/** The molecule's form as Indigo read it: `normalised` in the file format that holds it, `v2000` for the components. */
interface Normalised {
  readonly normalised: string;
  readonly v2000: string;
}

/**
 * The chemistry of the server: Indigo (indigo-ketcher, in a worker thread) computes everything a
 * person reads (figures, conversions, pictures); RDKit MinimalLib (in this thread) gives the keys
 * a structure search compares and matches queries.
 */
export class WasmChemistry implements Chemistry {
  readonly kind = "wasm";

  private constructor(
    private readonly indigo: IndigoThread,
    private readonly rdkit: RDKit,
  ) {}

  /** Loads both WASM modules (compiled once per process). */
  static async start(options: WasmChemistryOptions = {}): Promise<WasmChemistry> {
    const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
    const [indigo, rdkit] = await Promise.all([IndigoThread.start(deadlineMs), loadRdkit()]);
    return new WasmChemistry(indigo, rdkit);
  }

  async read(text: string): Promise<ReadStructure> {
    const { normalised, v2000 } = await this.normalise(screenStructure(text));
    const parts = isRxn(v2000) ? unreadable(() => rxnV2000Components(v2000)) : [{ role: "reactant" as const, molfile: v2000 }];
    const figures = await this.figuresOf(parts.map((part) => part.molfile));
    const components: StructureComponent[] = parts.map((part, i) => ({ ...part, figures: figures[i]! }));
    return { kind: isRxn(normalised) ? "reaction" : "molecule", normalised, components };
  }

  async figures(molecule: string): Promise<MoleculeFigures> {
    const [figures] = await this.figuresOf([await this.moleculeMolfile(screenStructure(molecule))]);
    return figures!;
  }

  async convert(structure: string, format: StructureFormat): Promise<string> {
    const { normalised } = await this.normalise(screenStructure(structure));
    const reaction = isRxn(normalised);
    switch (format) {
      case "molfile":
      case "rxnfile":
        return normalised;
      case "sdf":
        // Indigo would write each fragment of a molecule as a record of its own; a molecule stays one record.
        return reaction ? this.one("convert", normalised, "sdf") : `${normalised.replace(/\n?$/, "\n")}$$$$\n`;
      case "smiles":
        // Indigo's canonical SMILES of a reaction groups its reactants into one ("|f:0.1|"): a reaction keeps its order.
        return this.one("aromatize", normalised, "smiles", reaction ? {} : { smiles: "canonical" });
      case "ket":
        return this.one("convert", normalised, "ket");
      default:
        throw new UnreadableStructure(`no such format: ${String(format)}`);
    }
  }

  async renderSvg(structure: string): Promise<string> {
    const { normalised } = await this.normalise(screenStructure(structure));
    const base64 = await this.one("render", normalised, undefined, { "render-output-format": "svg" });
    return assertInertSvg(Buffer.from(base64, "base64").toString("utf8"));
  }

  async searchKeys(molecule: string): Promise<SearchKeys> {
    const molfile = await this.moleculeMolfile(screenStructure(molecule));
    const [figures] = await this.figuresOf([molfile]);
    return { inchiKey: figures!.inchiKey, smiles: figures!.smiles, ...moleculeKeys(this.rdkit, molfile) };
  }

  /**
   * A line is SMILES when Indigo reads it as a molecule (it has an InChI), else SMARTS; a molfile
   * is RDKit's to read, query features and all; KET or CDXML are read through Indigo's molfile.
   */
  async query(text: string): Promise<StructureQuery> {
    const screened = screenStructure(text);
    const line = isLine(screened) ? screened.trim().split(/\s/)[0]! : undefined;
    const source = line ?? (/V[23]000\s*$/m.test(screened) && !isRxn(screened) ? screened : await this.moleculeMolfile(screened));
    const inchiKey = line !== undefined && looksLikeSmarts(line) ? "" : await this.inchiKeyOrNone(source);
    const { mol, isMolecule } = readQuery(this.rdkit, source, line === undefined || inchiKey ? "molecule" : "pattern");
    try {
      return structureQuery(this.rdkit, mol, isMolecule ? inchiKey : "");
    } catch (thrown) {
      mol.delete();
      throw thrown;
    }
  }

  async close(): Promise<void> {
    await this.indigo.close();
  }

  /**
   * The structure as Indigo reads it, within the limits; laid out in 2D when it has no drawing of
   * its own (SMILES, a file with every atom at the origin, 3D coordinates).
   */
  private async normalise(text: string): Promise<Normalised> {
    // The limits are checked on V3000, which holds any size: Indigo's own choice writes V2000 past 999 bonds, broken.
    const [v3000, read] = (await this.indigo.run([
      call("convert", text, "molfile", { "molfile-saving-mode": "3000" }),
      call("convert", text, "molfile"),
    ])) as [string, string];
    const molecules = unreadable(() => mdlMolecules(v3000));
    assertStructureWithinLimits(molecules, isRxn(v3000));
    // Laid out from the text itself: a molfile with every atom at the origin has lost the stereo SMILES writes (@, /).
    const normalised = needsLayout(molecules) ? await this.one("layout", text, "molfile") : read;
    const v2000 = isV2000(normalised)
      ? normalised
      : await this.one("convert", normalised, "molfile", { "molfile-saving-mode": "2000" });
    return { normalised, v2000 };
  }

  /** One molecule as a V2000 molfile with its stereo (laid out when it has no drawing); a V2000 molfile is taken as it is. */
  private async moleculeMolfile(text: string): Promise<string> {
    const molfile = isV2000(text) && !isRxn(text) ? text : (await this.normalise(text)).v2000;
    if (isRxn(molfile)) throw new UnreadableStructure("a reaction, not one molecule");
    assertStructureWithinLimits(
      unreadable(() => mdlMolecules(molfile)),
      false,
    );
    return molfile;
  }

  /** Figures of each molecule, in one batch of Indigo calls (three a molecule). */
  private async figuresOf(molfiles: readonly string[]): Promise<MoleculeFigures[]> {
    const results = await this.indigo.run(
      molfiles.flatMap((molfile) => [
        call("calculate", molfile),
        call("aromatize", molfile, "smiles", { smiles: "canonical" }),
        call("convert", molfile, "inchi"),
      ]),
    );
    return molfiles.map((_, i) => {
      const [calculation, smiles, inchi] = results.slice(3 * i, 3 * i + 3) as [string, string, string];
      const masses = massFigures(unreadable(() => JSON.parse(calculation) as IndigoCalculation));
      return { ...masses, smiles, inchi, inchiKey: this.inchiKey(inchi) };
    });
  }

  private inchiKey(inchi: string): string {
    const key = this.rdkit.get_inchikey_for_inchi(inchi);
    if (!/^[A-Z]{14}-[A-Z]{10}-[A-Z]$/.test(key)) throw new UnreadableStructure(`no InChIKey for ${inchi}`);
    return key;
  }

  /** A query's InChIKey, or none when Indigo has no InChI for it (query atoms, R-groups). */
  private async inchiKeyOrNone(text: string): Promise<string> {
    try {
      return this.inchiKey(await this.one("convert", text, "inchi"));
    } catch (thrown) {
      if (thrown instanceof UnreadableStructure) return "";
      throw thrown;
    }
  }

  private async one(op: IndigoOperation, data: string, format?: string, options: Record<string, string> = {}): Promise<string> {
    const [result] = await this.indigo.run([call(op, data, format, options)]);
    return result!;
  }
}

/** Syntax SMILES does not have (any bond, lists, logic, recursion, an atomic number in brackets): no need to ask Indigo. */
const looksLikeSmarts = (line: string) => /[~,;&!$?]|\[[^\]]*#/.test(line);

function call(op: IndigoOperation, data: string, format?: string, options: Record<string, string> = {}): IndigoCall {
  return { op, data, ...(format === undefined ? {} : { format }), options: { ...BASE_OPTIONS, ...options } };
}

/** A molecule is one component however many fragments it has; a reaction's molecules are its components. */
function assertStructureWithinLimits(molecules: readonly MdlMolecule[], reaction: boolean): void {
  const sizes = molecules.map((molecule) => molecule.atoms);
  const bonds = molecules.map((molecule) => molecule.bonds);
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total === 0) throw new UnreadableStructure("no atoms");
  if (reaction && sizes.includes(0)) throw new UnreadableStructure("a reaction component without atoms");
  assertWithinLimits({
    components: reaction ? molecules.length : 1,
    largest: reaction ? Math.max(...sizes) : total,
    total,
    mostBonds: reaction ? Math.max(...bonds) : bonds.reduce((a, b) => a + b, 0),
  });
}

/** The result of reading something Indigo wrote; a failure to read it means the structure is not one we keep. */
function unreadable<T>(read: () => T): T {
  try {
    return read();
  } catch (thrown) {
    if (thrown instanceof UnreadableStructure) throw thrown;
    throw new UnreadableStructure(thrown instanceof Error ? thrown.message : String(thrown));
  }
}
