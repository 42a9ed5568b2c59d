import { createHash } from "node:crypto";
import { strFromU8, strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../support/api-answers";
import { archiveProblems, consortiumProblems, roCrateProblems, schemaProblems, unzipEln } from "../support/eln-checks";
import { patience } from "../support/patience";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";

const PASSWORD = "Sheet-carry-2026";
const EMPTY = { value: null, formula: null, format: null };

interface Module {
  moduleId: string;
  type: string;
  title: string;
  content: { fields: Record<string, unknown>; rows: unknown[]; workbook?: Workbook };
}
interface Workbook {
  sheets: { sheetId: string; name: string; frozenRows: number; rows: (Record<string, unknown> | null)[] }[];
  charts: unknown[];
}

/** Issue 17: a record's spreadsheet goes wherever the record goes (a template, a record from it, a clone). */
describe("a spreadsheet's workbook travels with its record", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let owner: string;
  let bookId: string;
  let recordId: string;
  let moduleId: string;
  let original: Workbook;
  const call = (method: string, path: string, json?: unknown) => api.call(method, `/api${path}`, { token: owner, json });
  const recordOf = async (id: string) => ok(await call("GET", `/experiments/${id}`));
  const sheetModuleOf = (modules: Module[]) => modules.find((m) => m.type === "spreadSheet")!;
  const on = (path = "") => `/experiments/${recordId}/modules/${moduleId}${path}`;
  const importEln = (notebookId: string, bytes: Uint8Array) => {
    const form = new FormData();
    form.append("file", new Blob([Buffer.from(bytes)]), "titration.eln");
    return fetch(`${api.service.url}/api/notebooks/${notebookId}/eln-import`, {
      method: "POST",
      headers: { ...signedHeaders(owner, api.userOf(owner)), "accept-language": "en" },
      body: form,
    });
  };

  beforeAll(async () => {
    api = await startTestService();
    const admin = await api.login("admin", ADMIN_PASSWORD);
    const created = await ok(
      await api.call("POST", "/api/members", {
        token: admin,
        json: { account: "li.carry", realName: "Li", password: PASSWORD, departmentId: "root" },
      }),
    );
    await api.caughtUp(created.position);
    owner = await api.login("li.carry", PASSWORD);
    bookId = (await ok(await call("POST", "/notebooks", { name: "Titrations" }))).id;
    recordId = (await ok(await call("POST", "/experiments", { notebookId: bookId, title: "Titration 1" }))).id;
    moduleId = (await ok(await call("POST", `/experiments/${recordId}/modules`, { type: "spreadSheet", title: "Volumes" })))
      .moduleId;
    const data = await ok(await call("POST", on("/sheets"), { name: "Data", afterSheetId: "sheet1" }));
    const edits = [
      ["A1", "Volume"],
      ["A2", "12.5"],
      ["A3", "13.5"],
      ["B2", "=A2*2"],
      ["B3", "=AVERAGE(A2:A3)"],
      ["C2", "=Data!A1+1"],
    ].map(([cell, input]) => ({ sheetId: "sheet1", cell, input, seen: EMPTY }));
    await ok(await call("PUT", on("/cells"), { edits }));
    await ok(await call("PUT", on("/cells"), { edits: [{ sheetId: data.id, cell: "A1", input: "41", seen: EMPTY }] }));
    await ok(await call("PUT", on("/sheets/sheet1/frozen-rows"), { rows: 2 }));
    await ok(
      await call("PUT", on("/charts/01900000-0000-7000-8000-0000000000c7"), {
        chart: {
          kind: "line",
          title: "Volumes",
          sheetId: "sheet1",
          range: "A1:B3",
          headerRow: true,
          linearFit: false,
          xTitle: "",
          yTitle: "",
        },
      }),
    );
    original = sheetModuleOf((await recordOf(recordId)).modules).content.workbook!;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("the record holds what the server computed (the start of every copy below)", () => {
    expect(original.sheets.map((s) => [s.name, s.frozenRows])).toEqual([
      ["Sheet1", 2],
      ["Data", 1],
    ]);
    expect(original.sheets[0]!.rows[1]).toMatchObject({ B: { value: 25, formula: "=A2*2" }, C: { value: 42 } });
    expect(original.charts).toHaveLength(1);
  });

  it("a record saved as a template keeps its workbook, and a record made from the template starts with it", async () => {
    const template = await ok(await call("POST", `/experiments/${recordId}/save-as-template`, { name: "Titration" }));
    const version = await ok(await call("GET", `/templates/${template.id}/versions/1`));
    expect(sheetModuleOf(version.modules).content.workbook).toEqual(original);
    const detail = await ok(await call("GET", `/templates/${template.id}`));
    expect(sheetModuleOf(detail.draft.modules).content.workbook).toEqual(original);

    const made = await ok(
      await call("POST", "/experiments", { notebookId: bookId, title: "Titration 2", templateId: template.id }),
    );
    const module = sheetModuleOf((await recordOf(made.id)).modules);
    expect(module.moduleId).not.toBe(moduleId);
    expect(module.content.workbook).toEqual(original);
  });

  it("a template's draft saved as read keeps its workbook; a workbook sent with the draft is not taken", async () => {
    const template = await ok(await call("POST", `/experiments/${recordId}/save-as-template`, { name: "Titration B" }));
    const { draft } = await ok(await call("GET", `/templates/${template.id}`));
    const forged = draft.modules.map((m: Module) =>
      m.type === "spreadSheet"
        ? { ...m, title: "Volumes (edited)", content: { ...m.content, workbook: { sheets: [], charts: [] } } }
        : m,
    );
    await ok(await call("PUT", `/templates/${template.id}/draft`, { name: draft.name, modules: forged }));
    const saved = await ok(await call("POST", `/templates/${template.id}/versions`, { changeSummary: "Renamed" }));
    const version = await ok(await call("GET", `/templates/${template.id}/versions/${saved.version}`));
    const module = sheetModuleOf(version.modules);
    expect(module.title).toBe("Volumes (edited)");
    expect(module.content.workbook).toEqual(original);
    // A template made from scratch takes no cells from the request.
    const scratch = await ok(
      await call("POST", "/templates", {
        name: "From scratch",
        modules: [{ moduleId: "s1", type: "spreadSheet", title: "Forged", content: { workbook: original } }],
      }),
    );
    const fresh = await ok(await call("GET", `/templates/${scratch.id}`));
    expect(sheetModuleOf(fresh.draft.modules).content.workbook).toBeUndefined();
  });

  it("a clone of the record starts with the same workbook", async () => {
    const clone = await ok(await call("POST", `/experiments/${recordId}/clone`, { notebookId: bookId }));
    expect(sheetModuleOf((await recordOf(clone.id)).modules).content.workbook).toEqual(original);
  });

  it("an .eln export holds the spreadsheet as an XLSX named by its title; importing it brings the workbook back, computed again, with its charts", async () => {
    const asked = await ok(await call("POST", "/exports", { format: "eln", ids: [recordId] }));
    await expect
      .poll(async () => (await ok(await call("GET", `/exports/${asked.id}`))).status, { timeout: patience(60_000) })
      .toBe("ready");
    const eln = new Uint8Array(await (await call("GET", `/exports/${asked.id}/file`)).arrayBuffer());
    const crate = unzipEln(eln);
    expect(archiveProblems(crate.names)).toEqual([]);
    expect(consortiumProblems(crate.metadata)).toEqual([]);
    expect(roCrateProblems(crate.metadata, new Set(crate.files.keys()))).toEqual([]);
    expect(schemaProblems(crate.metadata) ?? []).toEqual([]);
    const xlsxPath = [...crate.files.keys()].find((path) => path.endsWith("/Volumes.xlsx"))!;
    const xlsx = crate.files.get(xlsxPath)!;
    const graph = (crate.metadata as { "@graph": Record<string, unknown>[] })["@graph"];
    expect(graph.find((node) => node["@id"] === `./${xlsxPath}`)).toMatchObject({
      "@type": "File",
      name: "Volumes.xlsx",
      encodingFormat: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      contentSize: String(xlsx.length),
      sha256: createHash("sha256").update(xlsx).digest("hex"),
    });
    const dataset = graph.find((node) => node["@type"] === "Dataset" && node.genre === "experiment")!;
    expect(dataset.hasPart).toContainEqual({ "@id": `./${xlsxPath}` });

    const target = (await ok(await call("POST", "/notebooks", { name: "Imported titrations" }))).id;
    const imported = await ok(await importEln(target, eln));
    const copy = await recordOf(imported.records[0].id);
    const module = sheetModuleOf(copy.modules);
    expect(module.title).toBe("Volumes");
    const { workbook } = module.content;
    const shape = (book: Workbook) => book.sheets.map((s) => ({ name: s.name, frozenRows: s.frozenRows, rows: s.rows }));
    expect(shape(workbook!)).toEqual(shape(original));
    expect(workbook!.charts).toEqual(original.charts);

    // An XLSX that is not one is refused as a file imported into a module is: in words, and nothing is created.
    const tampered = new Map(crate.files);
    tampered.set(xlsxPath, strToU8("not a workbook"));
    const recordFilePath = [...crate.files.keys()].find((path) => path.endsWith("labledger-record.json"))!;
    const recordFile = JSON.parse(strFromU8(crate.files.get(recordFilePath)!));
    recordFile.record.modules[0].workbookFile = {
      size: "not a workbook".length,
      sha256: createHash("sha256").update("not a workbook").digest("hex"),
    };
    tampered.set(recordFilePath, strToU8(JSON.stringify(recordFile)));
    const rezipped = zipSync(Object.fromEntries([...tampered].map(([path, bytes]) => [`${crate.rootFolder}/${path}`, bytes])));
    const inTarget = async () => (await ok(await call("GET", `/experiments?notebookId=${target}`))).total;
    await expect.poll(inTarget).toBe(1);
    const refused = await importEln(target, rezipped);
    const answer = await refused.json();
    expect(refused.status, JSON.stringify(answer)).toBe(400);
    expect(answer.message).toContain("The file's content is not what its name says");
    expect(await inTarget()).toBe(1);
    // The other modules and the attachments come back as before; no spreadsheet file became an attachment.
    expect(copy.modules.map((m: Module) => m.type)).toEqual(["spreadSheet"]);
  });

  it("adding (or renaming) a sheet to the name a formula gave computes that formula again, and the history names it", async () => {
    const record = (await ok(await call("POST", "/experiments", { notebookId: bookId, title: "Ahead of its data" }))).id;
    const module = (await ok(await call("POST", `/experiments/${record}/modules`, { type: "spreadSheet", title: "Early" })))
      .moduleId;
    const at = (path = "") => `/experiments/${record}/modules/${module}${path}`;
    const workbook = async () => sheetModuleOf((await recordOf(record)).modules).content.workbook!;
    const typed = await ok(
      await call("PUT", at("/cells"), {
        edits: [
          { sheetId: "sheet1", cell: "A1", input: "=Data!A1+1", seen: EMPTY },
          { sheetId: "sheet1", cell: "A2", input: "=Later!B1*2", seen: EMPTY },
        ],
      }),
    );
    expect(typed.cells.map((c: { value: unknown }) => c.value)).toEqual([
      { error: expect.stringMatching(/^#/) },
      { error: expect.stringMatching(/^#/) },
    ]);
    const data = await ok(await call("POST", at("/sheets"), { name: "Data", afterSheetId: "sheet1" }));
    expect((await workbook()).sheets[0]!.rows[0]).toEqual({ A: { value: 1, formula: "=Data!A1+1" } });
    await ok(await call("PUT", at("/cells"), { edits: [{ sheetId: data.id, cell: "A1", input: "41", seen: EMPTY }] }));
    expect((await workbook()).sheets[0]!.rows[0]).toEqual({ A: { value: 42, formula: "=Data!A1+1" } });

    const other = await ok(await call("POST", at("/sheets"), { name: "Other", afterSheetId: data.id }));
    await ok(await call("PUT", at("/cells"), { edits: [{ sheetId: other.id, cell: "B1", input: "5", seen: EMPTY }] }));
    await ok(await call("PATCH", at(`/sheets/${other.id}`), { name: "Later" }));
    expect((await workbook()).sheets[0]!.rows[1]).toEqual({ A: { value: 10, formula: "=Later!B1*2" } });

    const trace = await ok(await api.call("GET", `/api/experiments/${record}/trace`, { token: owner, language: "en" }));
    const said = trace.rows.map((r: { words: { newValue: { text: string } } }) => r.words.newValue.text);
    expect(said).toContain("Formulas recalculated: Sheet1!A1 = 1");
    expect(said).toContain("Formulas recalculated: Sheet1!A2 = 10");
    const chinese = await ok(await api.call("GET", `/api/experiments/${record}/trace`, { token: owner, language: "zh-CN" }));
    expect(chinese.rows.map((r: { words: { newValue: { text: string } } }) => r.words.newValue.text)).toContain(
      "公式重新计算：Sheet1!A1 = 1",
    );
  });
});
