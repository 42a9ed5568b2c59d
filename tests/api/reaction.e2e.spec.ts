import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Reaction-2026-pass";
// Fischer esterification: acetic acid + ethanol → ethyl acetate (+ water left undrawn).
const REACTION = "CC(=O)O.OCC>>CC(=O)OCC";
const KEYS = {
  acid: "QTBSBXVTEAMEQO-UHFFFAOYSA-N",
  ethanol: "LFQSCWFLJHTTHZ-UHFFFAOYSA-N",
  ester: "XEKOWRVHYACXOJ-UHFFFAOYSA-N",
};

interface Component {
  role: string;
  molfile: string;
  figures: {
    grossFormula: string;
    molecularWeight: number;
    monoisotopicMass: number;
    smiles: string;
    inchi: string;
    inchiKey: string;
  };
}
interface Hit {
  id: string;
  title: string;
  snippets: Array<{ label: string; parts: Array<{ text: string; match: boolean }> }>;
}

describe("the reaction module on the server (issue 16)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  let recordId: string;
  let moduleId: string;
  let components: Component[];
  let normalised: string;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const rowsOf = () => [
    {
      rowId: "acid",
      source: "yldataSource",
      name: "acetic acid",
      structure: components[0]!.molfile,
      reference: true,
      mass: 6,
      massUnit: "g",
    },
    { rowId: "ethanol", source: "yldataSource", name: "ethanol", structure: components[1]!.molfile, cnum: 2, density: 0.789 },
    { rowId: "ester", source: "cwdataSource", name: "ethyl acetate", structure: components[2]!.molfile, actualMass: 7 },
  ];
  /** A save on top of the module as it stands (its last cache time read first, so no save is stale). */
  const save = async (rows: unknown[], molFile = normalised) => {
    const record = await ok(await as("chen", "GET", `/experiments/${recordId}`));
    const { lastCacheTime } = record.modules.find((m: { moduleId: string }) => m.moduleId === moduleId);
    return as("chen", "PUT", `/experiments/${recordId}/modules/${moduleId}`, {
      data: { fields: { molFile, temperature: 78, time: 4 }, rows },
      lastCacheTime,
    });
  };
  const structures = async (who: string, body: Record<string, unknown>, language = "en") =>
    (await ok(await as(who, "POST", "/search/structures", body, language))) as { hits: Hit[]; total: number };

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "li"]) {
      await ok(
        await api.call("POST", "/api/members", {
          token: token.admin,
          json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
        }),
      );
      token[account] = await api.login(account, PASSWORD);
    }
    await ok(
      await as("admin", "PUT", "/roles/member", {
        name: "Member",
        description: "Every member of the organisation",
        permissions: [{ permissionCode: "ProjectManage", isActive: true }],
        viewingLevels: { project: "own", task: "own", experiment: "ownInDepartment" },
      }),
    );
    const project = await ok(await as("chen", "POST", "/projects", { name: "Esters", description: "Fischer esterifications" }));
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Esters I", projectId: project.id }));
    recordId = (await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Ethyl acetate, batch 1" }))).id;
    moduleId = (
      await ok(await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "equation", title: "Esterification" }))
    ).moduleId;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("reads a reaction with Indigo's figures for each component, in drawing order", async () => {
    const read = await ok(await as("chen", "POST", "/chemistry/read", { structure: REACTION }));
    expect(read.kind).toBe("reaction");
    expect(read.normalised.trimStart().startsWith("$RXN")).toBe(true);
    components = read.components;
    normalised = read.normalised;
    expect(components.map((c) => [c.role, c.figures.grossFormula, c.figures.inchiKey])).toEqual([
      ["reactant", "C2 H4 O2", KEYS.acid],
      ["reactant", "C2 H6 O", KEYS.ethanol],
      ["product", "C4 H8 O2", KEYS.ester],
    ]);
    expect(components[0]!.figures.molecularWeight).toBeCloseTo(60.052, 2);
    expect(components[2]!.figures.monoisotopicMass).toBeCloseTo(88.0524, 3);
  });

  it("refuses what is not a structure with the spec's message, in the member's language", async () => {
    const en = await refused(await as("chen", "POST", "/chemistry/read", { structure: "this is not a molecule (((" }), 400);
    expect(en.message).toContain("The file format is incorrect!");
    const zh = await refused(await as("chen", "POST", "/chemistry/read", { structure: "C1CC(" }, "zh-CN"), 400);
    expect(zh.message).toContain("文件格式不正确");
  });

  it("a second reaction in the record is refused (spec §5)", async () => {
    const body = await refused(
      await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "equation", title: "Another" }),
      409,
    );
    expect(body.key).toBe("module.onlyOne");
  });

  it("keeps the server's figures for each drawn row, whatever the save said of them", async () => {
    const forged = rowsOf().map((row) => ({ ...row, formula: "C99", molecularWeight: 1, inchiKey: "FORGED" }));
    await ok(await save(forged));
    const record = await ok(await as("chen", "GET", `/experiments/${recordId}`));
    const rows = record.modules.find((m: { moduleId: string }) => m.moduleId === moduleId).content.rows;
    expect(rows.map((r: Record<string, unknown>) => [r.formula, r.inchiKey])).toEqual([
      ["C2 H4 O2", KEYS.acid],
      ["C2 H6 O", KEYS.ethanol],
      ["C4 H8 O2", KEYS.ester],
    ]);
    expect(rows[1].molecularWeight).toBeCloseTo(46.069, 2);
    expect(rows[1].density).toBe(0.789);
  });

  it("refuses a save with an unreadable structure or a reagent first, and changes nothing", async () => {
    const before = await ok(await as("chen", "GET", `/experiments/${recordId}`));
    const unreadable = rowsOf().map((row, i) => (i === 1 ? { ...row, structure: "not a molfile" } : row));
    expect((await refused(await save(unreadable), 400)).key).toBe("reaction.structureUnreadable");
    expect((await refused(await save(rowsOf(), "garbage drawing"), 400)).key).toBe("reaction.structureUnreadable");
    const reagentFirst = [{ rowId: "dmap", source: "reagent", name: "DMAP" }, ...rowsOf()];
    const message = await refused(await save(reagentFirst), 400);
    expect(message.message).toContain("No reagent can be added in the first row");
    const after = await ok(await as("chen", "GET", `/experiments/${recordId}`));
    expect(after.modules).toEqual(before.modules);
  });

  it("exports the reaction as RXN, SMILES and a picture (ExportRXN); a member who may not view it gets not found", async () => {
    const file = async (format: string) => {
      const r = await as("chen", "GET", `/experiments/${recordId}/modules/${moduleId}/reaction?format=${format}`);
      expect(r.status).toBe(200);
      return {
        type: r.headers.get("content-type") ?? "",
        name: r.headers.get("content-disposition") ?? "",
        text: await r.text(),
      };
    };
    const rxn = await file("rxn");
    expect(rxn.text.trimStart().startsWith("$RXN")).toBe(true);
    expect(rxn.type).toContain("chemical/x-mdl-rxnfile");
    expect(rxn.name).toMatch(/\.rxn/);
    expect((await file("smiles")).text).toContain(">>");
    const svg = await file("svg");
    expect(svg.text).toContain("<svg");
    expect(svg.text).not.toMatch(/<script/i);
    expect((await as("li", "GET", `/experiments/${recordId}/modules/${moduleId}/reaction?format=rxn`)).status).toBe(404);
  });

  it("draws a structure as SVG for the record's views", async () => {
    const { svg } = await ok(await as("chen", "POST", "/chemistry/render", { structure: normalised }));
    expect(svg).toContain("<svg");
  });

  it("finds the record by its molecules: exact, substructure and similar; never for a member who may not view it", async () => {
    const exact = await structures("chen", { query: "OCC", mode: "exact" });
    expect(exact.hits.map((h) => h.id)).toEqual([recordId]);
    expect(exact.hits[0]!.snippets).toEqual([{ label: "Reactant", parts: [{ text: "ethanol", match: true }] }]);

    const ester = await structures("chen", { query: "C(=O)OC", mode: "substructure" }, "zh-CN");
    expect(ester.total).toBe(1);
    expect(ester.hits[0]!.snippets.map((s) => [s.label, s.parts[0]!.text])).toEqual([["产物", "ethyl acetate"]]);

    expect((await structures("chen", { query: "c1ccccc1", mode: "substructure" })).total).toBe(0);

    const similar = await structures("chen", { query: "CC(=O)OCCC", mode: "similarity", threshold: 0.4 });
    expect(similar.hits[0]!.snippets[0]!.parts.map((p) => p.text).join("")).toMatch(/^ethyl acetate \(similarity \d+ %\)$/);

    expect((await structures("li", { query: "OCC", mode: "exact" })).total).toBe(0);
    expect((await structures("admin", { query: "OCC", mode: "exact" })).total).toBe(1);
  });

  it("refuses an exact search for a pattern, and an unreadable query", async () => {
    expect((await refused(await as("chen", "POST", "/search/structures", { query: "[#6]~[#8]", mode: "exact" }), 400)).key).toBe(
      "reaction.exactNeedsMolecule",
    );
    expect(
      (await refused(await as("chen", "POST", "/search/structures", { query: "C1CC(", mode: "substructure" }), 400)).key,
    ).toBe("reaction.structureUnreadable");
  });
});
