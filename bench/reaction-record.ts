// The records the console's reaction benchmark opens: one whose reaction has 30 components
// (10 reactants, 5 reagents, 3 solvents, 2 catalysts, 10 products) with their amounts, and one of
// the same size without a reaction (a material grid of 30 rows). Made through the API as the
// console makes them: the drawing read by the server (Indigo), the table from it, amounts typed.
import { loadRdkit } from "@labledger/adapters/chemistry/rdkit-keys";
import { type DrawnComponent, REACTION_SOURCES, type ReactionSource, recalculate, tableFromDrawing } from "@labledger/domain";
import { drugLikeMolecules } from "./structure-molecules";

type Call = (method: string, path: string, json?: unknown) => Promise<Record<string, unknown>>;
type Row = Record<string, unknown> & { rowId: string };

export const COMPONENTS = 30;
const REACTANTS = 10;
const PRODUCTS = 10;
/** Above the arrow: five reagents, then three solvents and two catalysts (the chemist moves those to their sections). */
const AGENTS: readonly { name: string; smiles: string; source: ReactionSource; amounts: Record<string, number> }[] = [
  { name: "DIPEA", smiles: "CCN(C(C)C)C(C)C", source: "reagent", amounts: { cnum: 3, density: 0.742 } },
  { name: "EDC", smiles: "CCN=C=NCCCN(C)C", source: "reagent", amounts: { cnum: 1.5, density: 0.877 } },
  { name: "HOBt", smiles: "On1nnc2ccccc21", source: "reagent", amounts: { cnum: 1.2 } },
  { name: "DMAP", smiles: "CN(C)c1ccncc1", source: "reagent", amounts: { cnum: 0.1 } },
  { name: "triethylamine", smiles: "CCN(CC)CC", source: "reagent", amounts: { cnum: 2, density: 0.726 } },
  { name: "DMF", smiles: "CN(C)C=O", source: "rjdataSource", amounts: { liquidVolume: 12, density: 0.944 } },
  { name: "dichloromethane", smiles: "ClCCl", source: "rjdataSource", amounts: { liquidVolume: 25, density: 1.33 } },
  { name: "THF", smiles: "C1CCOC1", source: "rjdataSource", amounts: { liquidVolume: 5, density: 0.889 } },
  { name: "palladium(II) acetate", smiles: "CC(=O)O[Pd]OC(C)=O", source: "catalyst", amounts: { cnum: 0.05 } },
  { name: "triphenylphosphine", smiles: "c1ccc(P(c2ccccc2)c2ccccc2)cc1", source: "catalyst", amounts: { cnum: 0.1 } },
];

/** The reaction record: the module's drawing and its 30 rows, saved once; gives the rows as saved. */
export async function createReactionRecord(call: Call) {
  const book = await call("POST", "/notebooks", { name: "Bench reactions" });
  const record = await call("POST", "/experiments", { notebookId: book.id, title: "Thirty-component reaction" });
  const module = await call("POST", `/experiments/${record.id}/modules`, { type: "equation", title: "Reaction" });
  const drugs = drugLikeMolecules(await loadRdkit(), REACTANTS + PRODUCTS, 1616).map((m) => m.smiles);
  const smiles = `${drugs.slice(0, REACTANTS).join(".")}>${AGENTS.map((a) => a.smiles).join(".")}>${drugs.slice(REACTANTS).join(".")}`;
  const read = (await call("POST", "/chemistry/read", { structure: smiles })) as {
    normalised: string;
    components: DrawnComponent[];
  };
  if (read.components.length !== COMPONENTS) throw new Error(`the server read ${read.components.length} components`);
  let next = 0;
  const drawn = tableFromDrawing([], read.components, () => `row-${next++}`) as Row[];
  let reactant = 0;
  let product = 0;
  let agent = 0;
  const named = drawn.map((row): Row => {
    if (row.source === "yldataSource") {
      const n = reactant++;
      return { ...row, name: `LL-R${n + 1}`, ...(n === 0 ? { mass: 1.25, massUnit: "g", purity: 98 } : { cnum: 1 + n / 10 }) };
    }
    if (row.source === "cwdataSource") {
      const n = product++;
      return { ...row, name: `LL-P${n + 1}`, cnum: 1, ...(n % 2 === 0 ? { actualMass: 0.4 + n / 20, actualMassUnit: "g" } : {}) };
    }
    const { name, source, amounts } = AGENTS[agent++]!;
    return { ...row, name, source, ...amounts };
  });
  const rank = (row: Row) => REACTION_SOURCES.indexOf(row.source as ReactionSource);
  const rows = recalculate([...named].sort((a, b) => rank(a) - rank(b))) as Row[];
  const saved = await call("PUT", `/experiments/${record.id}/modules/${module.moduleId}`, {
    data: { fields: { molFile: read.normalised, temperature: 25, time: 16 }, rows },
    lastCacheTime: module.lastCacheTime ?? 0,
  });
  const reread = (await call("GET", `/experiments/${record.id}`)) as {
    modules: { moduleId: string; content: { rows: Row[] } }[];
  };
  const kept = reread.modules.find((m) => m.moduleId === module.moduleId)!.content.rows;
  return { id: String(record.id), moduleId: String(module.moduleId), rows: kept, position: saved.position };
}

/** A record with an empty reaction module: what Ketcher costs to start with nothing to draw. */
export async function createEmptyReactionRecord(call: Call) {
  const book = await call("POST", "/notebooks", { name: "Bench empty reaction" });
  const record = await call("POST", "/experiments", { notebookId: book.id, title: "Nothing drawn yet" });
  await call("POST", `/experiments/${record.id}/modules`, { type: "equation", title: "Reaction" });
  return { id: String(record.id) };
}

/** The baseline record: the same size without a reaction, a material grid of 30 rows. */
export async function createGridRecord(call: Call) {
  const book = await call("POST", "/notebooks", { name: "Bench materials" });
  const record = await call("POST", "/experiments", { notebookId: book.id, title: "Thirty materials" });
  const grid = await call("POST", `/experiments/${record.id}/modules`, {
    type: "grid",
    subType: "labMaterial",
    title: "Materials",
    columns: [{ field: "name", required: true }],
  });
  const rows = Array.from({ length: COMPONENTS }, (_, i) => ({
    rowId: `r${i}`,
    name: `Material ${i + 1}`,
    cas: `${100 + i}-${10 + i}-${i % 10}`,
    mass: 0.5 + i / 10,
    unit: "g",
    equivalents: 1 + (i % 5) / 10,
    supplier: "Sigma-Aldrich",
  }));
  await call("PUT", `/experiments/${record.id}/modules/${grid.moduleId}`, {
    data: { rows },
    lastCacheTime: grid.lastCacheTime ?? 0,
  });
  return { id: String(record.id), moduleId: String(grid.moduleId) };
}
