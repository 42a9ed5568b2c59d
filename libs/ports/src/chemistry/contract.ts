import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ASPIRIN,
  ASPIRIN_KEKULE,
  ETHANOL_CDXML,
  ETHANOL_KET,
  ETHANOL_SMILES,
  ETHANOL_THEN_BENZENE_SDF,
  ETHANOL_V2000,
  ETHANOL_V3000,
  HYDROGENATION_KET,
  HYDROGENATION_SMILES,
  HYDROGENATION_V2000,
  HYDROGENATION_V3000,
  KEYS,
  LYING_COUNTS,
  SCRIPT_IN_LABELS,
  STEREOISOMERS,
  XML_ENTITIES,
} from "./contract-structures";
import { type Chemistry, type ReadStructure, type StructureFormat, UnreadableStructure } from "./port";

export interface ChemistryContractOptions {
  /** One adapter serves the whole suite (starting one loads its toolkits). */
  readonly create: () => Promise<Chemistry>;
}

const MiB = 1024 * 1024;

/** Every atom's x and y of a V2000 molfile or of each block of a V2000 RXN file. */
const placedAtoms = (mdl: string) =>
  [...mdl.matchAll(/^\s*(-?\d+\.\d{4})\s+(-?\d+\.\d{4})\s+-?\d+\.\d{4} [A-Za-z*]/gm)].map((m) => [Number(m[1]), Number(m[2])]);

const keysOf = (structure: ReadStructure) => structure.components.map((c) => c.figures.inchiKey);
const rolesOf = (structure: ReadStructure) => structure.components.map((c) => c.role);

const HYDROGENATION = {
  roles: ["reactant", "reactant", "agent", "product"],
  keys: [KEYS.ethene, KEYS.hydrogen, KEYS.palladium, KEYS.ethane],
};

/** The behaviour every chemistry adapter must show. */
export function chemistryContract(name: string, options: ChemistryContractOptions): void {
  describe(`chemistry contract: ${name}`, () => {
    let chemistry: Chemistry;
    const refused = (work: Promise<unknown>) => expect(work).rejects.toBeInstanceOf(UnreadableStructure);

    beforeAll(async () => {
      chemistry = await options.create();
    });
    afterAll(async () => {
      await chemistry?.close();
    });

    describe("reads each format as a molecule with one component", () => {
      it.each([
        ["SMILES", ETHANOL_SMILES],
        ["a V2000 molfile", ETHANOL_V2000],
        ["a V3000 molfile", ETHANOL_V3000],
        ["SDF (its first record)", ETHANOL_THEN_BENZENE_SDF],
        ["KET", ETHANOL_KET],
        ["CDXML", ETHANOL_CDXML],
      ])("%s", async (_, text) => {
        const structure = await chemistry.read(text);
        expect(structure.kind).toBe("molecule");
        expect(rolesOf(structure)).toEqual(["reactant"]);
        expect(keysOf(structure)).toEqual([KEYS.ethanol]);
        expect(structure.normalised).toMatch(/M {2}END/);
        expect(structure.components[0]!.molfile).toMatch(/V2000/);
        expect(structure.components[0]!.figures.grossFormula).toBe("C2 H6 O");
      });
    });

    describe("reads each format as a reaction, its components in drawing order", () => {
      it.each([
        ["reaction SMILES", HYDROGENATION_SMILES],
        ["a V2000 RXN file", HYDROGENATION_V2000],
        ["a V3000 RXN file", HYDROGENATION_V3000],
        ["KET", HYDROGENATION_KET],
      ])("%s", async (_, text) => {
        const structure = await chemistry.read(text);
        expect(structure.kind).toBe("reaction");
        expect(structure.normalised).toMatch(/^\$RXN/);
        expect(rolesOf(structure)).toEqual(HYDROGENATION.roles);
        expect(keysOf(structure)).toEqual(HYDROGENATION.keys);
        for (const component of structure.components) expect(component.molfile).toMatch(/V2000/);
        expect(structure.components.map((c) => c.figures.grossFormula)).toEqual(["C2 H4", "H2", "Pd", "C2 H6"]);
      });
    });

    it("gives a structure read from SMILES a 2D drawing, and keeps the drawing of a file that has one", async () => {
      const fromSmiles = await chemistry.read(ASPIRIN);
      const atoms = placedAtoms(fromSmiles.components[0]!.molfile);
      expect(atoms).toHaveLength(13);
      expect(new Set(atoms.map(([x, y]) => `${x},${y}`)).size).toBe(13);
      const reaction = await chemistry.read(HYDROGENATION_SMILES);
      expect(reaction.components.flatMap((c) => placedAtoms(c.molfile)).some(([x, y]) => x !== 0 || y !== 0)).toBe(true);
      const drawn = await chemistry.read(ETHANOL_V2000);
      expect(placedAtoms(drawn.components[0]!.molfile)).toEqual([
        [-0.866, 0.5],
        [0, 0],
        [0.866, 0.5],
      ]);
    });

    describe("keeps the stereo SMILES writes, through the drawing it makes and every format", () => {
      it.each(STEREOISOMERS)("%s", async (_, smiles, inchiKey) => {
        expect((await chemistry.figures(smiles)).inchiKey).toBe(inchiKey);
        expect((await chemistry.searchKeys(smiles)).inchiKey).toBe(inchiKey);
        const read = await chemistry.read(smiles);
        expect(keysOf(read)).toEqual([inchiKey]);
        expect((await chemistry.figures(read.components[0]!.molfile)).inchiKey).toBe(inchiKey);
        for (const format of ["molfile", "sdf", "smiles", "ket"] as const) {
          expect(keysOf(await chemistry.read(await chemistry.convert(smiles, format))), format).toEqual([inchiKey]);
        }
      });
    });

    it("gives aspirin's figures", async () => {
      const figures = await chemistry.figures(ASPIRIN);
      expect(figures.grossFormula).toBe("C9 H8 O4");
      expect(figures.molecularWeight).toBeCloseTo(180.159, 3);
      expect(figures.monoisotopicMass).toBeCloseTo(180.042, 3);
      expect(figures.inchi).toBe("InChI=1S/C9H8O4/c1-6(10)13-8-5-3-2-4-7(8)9(11)12/h2-5H,1H3,(H,11,12)");
      expect(figures.inchiKey).toBe(KEYS.aspirin);
      expect((await chemistry.read(ASPIRIN)).components[0]!.figures).toEqual(figures);
    });

    it("gives a molecule of several fragments one formula and one weight (a salt)", async () => {
      const figures = await chemistry.figures("[Na+].[Cl-]");
      expect(figures.grossFormula).toBe("Cl Na");
      expect(figures.molecularWeight).toBeCloseTo(58.44, 2);
    });

    it("writes the same canonical SMILES for two spellings of one molecule, another for another", async () => {
      const one = await chemistry.figures(ASPIRIN);
      const other = await chemistry.figures(ASPIRIN_KEKULE);
      expect(other.smiles).toBe(one.smiles);
      expect(other.inchiKey).toBe(one.inchiKey);
      expect((await chemistry.figures("CC(=O)Oc1ccccc1C(=O)OC")).smiles).not.toBe(one.smiles);
    });

    describe("converts to each format, which reads back as the same structure", () => {
      // "molfile" and "rxnfile" both write the structure's MDL file: a molfile for a molecule, an RXN file for a reaction.
      it.each<StructureFormat>(["molfile", "rxnfile", "sdf", "smiles", "ket"])("a molecule to %s", async (format) => {
        const text = await chemistry.convert(ASPIRIN, format);
        expect(keysOf(await chemistry.read(text))).toEqual([KEYS.aspirin]);
      });
      it.each<StructureFormat>(["rxnfile", "molfile", "smiles", "ket"])("a reaction to %s", async (format) => {
        const text = await chemistry.convert(HYDROGENATION_SMILES, format);
        const read = await chemistry.read(text);
        expect(rolesOf(read)).toEqual(HYDROGENATION.roles);
        expect(keysOf(read)).toEqual(HYDROGENATION.keys);
      });
      it("an SDF file is a molecule's one record or a record for each molecule of a reaction; a molfile has 2D coordinates", async () => {
        expect((await chemistry.convert("[Na+].[Cl-]", "sdf")).match(/\$\$\$\$/g)).toHaveLength(1);
        const reaction = await chemistry.convert(HYDROGENATION_SMILES, "sdf");
        expect(reaction.match(/\$\$\$\$/g)).toHaveLength(4);
        expect(keysOf(await chemistry.read(reaction))).toEqual([KEYS.ethene]);
        expect(placedAtoms(await chemistry.convert(ETHANOL_SMILES, "molfile")).some(([x, y]) => x !== 0 || y !== 0)).toBe(true);
      });
    });

    it("draws SVG", async () => {
      const svg = await chemistry.renderSvg(ASPIRIN);
      expect(svg).toMatch(/^\s*(<\?xml[^>]*\?>\s*)?<svg\b[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg.trimEnd()).toMatch(/<\/svg>$/);
      expect(await chemistry.renderSvg(HYDROGENATION_V2000)).toMatch(/<svg\b/);
    });

    describe("refuses what is not a structure, and goes on working", () => {
      it.each([
        ["empty text", ""],
        ["blanks", "  \n\t "],
        ["words", "not a molecule at all!"],
        ["a ring left open", "C1CCC"],
        ["binary bytes", String.fromCharCode(...Array.from({ length: 512 }, (_, i) => (i * 151 + 7) % 256))],
        ["a NUL inside SMILES", "CC\u0000O"],
        ["more than 1 MiB", "C".repeat(MiB + 1)],
        ["a huge SMILES (500,000 atoms)", "C".repeat(500_000)],
        ["a molecule of 1,000 atoms", "C".repeat(1000)],
        ["a molecule of 1,127 bonds (161 rings in a chain)", "C1CCCCC1".repeat(161)],
        ["a reaction of 101 components", `${Array.from({ length: 101 }, () => "C").join(".")}>>C`],
        ["a molfile whose counts line says more atoms than it holds", LYING_COUNTS],
        ["JSON that is not a structure", '{"root":{"nodes":[]}}'],
        ["XML declaring an external entity", XML_ENTITIES.external],
        ["XML declaring entities that expand a billion-fold", XML_ENTITIES.expanding],
      ])("%s", async (_, text) => {
        await refused(chemistry.read(text));
        await refused(chemistry.figures(text));
        await refused(chemistry.renderSvg(text));
        expect(keysOf(await chemistry.read(ETHANOL_SMILES))).toEqual([KEYS.ethanol]);
      });

      it("refuses a reaction where one molecule is asked for", async () => {
        await refused(chemistry.figures(HYDROGENATION_SMILES));
        await refused(chemistry.searchKeys(HYDROGENATION_V2000));
      });
    });

    it("draws labels a person typed (an alias, a data S-group) without letting markup in them run", async () => {
      const svg = await chemistry.renderSvg(SCRIPT_IN_LABELS);
      expect(svg).toMatch(/<svg\b/);
      expect(svg).not.toMatch(/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i);
      for (const [, target] of svg.matchAll(/href\s*=\s*"([^"]*)"/g)) expect(target).toMatch(/^#/);
      expect(keysOf(await chemistry.read(SCRIPT_IN_LABELS))).toHaveLength(1);
    });

    it("gives a molecule's search keys", async () => {
      const keys = await chemistry.searchKeys(ASPIRIN);
      const figures = await chemistry.figures(ASPIRIN);
      expect(keys.inchiKey).toBe(KEYS.aspirin);
      expect(keys.smiles).toBe(figures.smiles);
      expect(keys.prepared.byteLength).toBeGreaterThan(0);
      expect(keys.patternFp.byteLength).toBeGreaterThan(0);
      expect(keys.similarityFp.byteLength).toBe(2048 / 8);
    });

    it("gives identical similarity fingerprints to one molecule written two ways, different ones to another", async () => {
      const one = await chemistry.searchKeys(ASPIRIN);
      const same = await chemistry.searchKeys(ASPIRIN_KEKULE);
      const other = await chemistry.searchKeys(ETHANOL_SMILES);
      expect(same.similarityFp).toEqual(one.similarityFp);
      expect(same.patternFp).toEqual(one.patternFp);
      expect(other.similarityFp).not.toEqual(one.similarityFp);
    });

    describe("queries", () => {
      const preparedOf = async (...molecules: string[]) =>
        Promise.all(molecules.map(async (molecule) => (await chemistry.searchKeys(molecule)).prepared));
      const everyBitIn = (query: Uint8Array, molecule: Uint8Array) => query.every((byte, i) => (byte & molecule[i]!) === byte);

      it("a SMILES query finds the molecules that hold it and names its molecule's InChIKey", async () => {
        const [aspirin, ethanol] = await preparedOf(ASPIRIN, ETHANOL_SMILES);
        const query = await chemistry.query("c1ccccc1");
        try {
          expect(query.inchiKey).toBe(KEYS.benzene);
          expect(query.matches([aspirin!, ethanol!])).toEqual([true, false]);
          expect(everyBitIn(query.patternFp, (await chemistry.searchKeys(ASPIRIN)).patternFp)).toBe(true);
        } finally {
          query.release();
        }
      });

      it("a ring written in Kekulé form finds the aromatic ring", async () => {
        const query = await chemistry.query("C1=CC=CC=C1");
        try {
          expect(query.matches(await preparedOf(ASPIRIN))).toEqual([true]);
        } finally {
          query.release();
        }
      });

      it("a SMARTS pattern matches and has no InChIKey", async () => {
        const query = await chemistry.query("[#6]~[#8;X2]");
        const none = await chemistry.query("[#7]");
        try {
          expect(query.inchiKey).toBe("");
          expect(query.matches(await preparedOf(ETHANOL_SMILES, "CC", ASPIRIN))).toEqual([true, false, true]);
          expect(none.matches(await preparedOf(ASPIRIN))).toEqual([false]);
        } finally {
          query.release();
          none.release();
        }
      });

      it("a molfile query is its molecule", async () => {
        const query = await chemistry.query(ETHANOL_V2000);
        try {
          expect(query.inchiKey).toBe(KEYS.ethanol);
          expect(query.matches(await preparedOf("CCCO", "CC(C)C"))).toEqual([true, false]);
        } finally {
          query.release();
        }
      });

      it("refuses a query it cannot read, and a released query matches nothing more", async () => {
        await refused(chemistry.query("[[[not smarts"));
        await refused(chemistry.query(""));
        const query = await chemistry.query("CO");
        query.release();
        expect(() => query.matches([])).toThrow();
      });
    });
  });
}
