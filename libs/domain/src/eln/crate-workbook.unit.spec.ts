import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { roCrateProblems } from "../../../../tests/support/eln-checks";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
import { experiment } from "../experiment/experiment";
import { RECORD } from "../experiment/record.fixtures";
import type { Workbook } from "../module-kinds/spreadSheet/workbook";
import { buildCrate } from "./build-crate";
import { AMIDE_COUPLING, CRATE_OPTIONS } from "./eln.fixtures";
import type { ElnRecord } from "./eln-record";
import { readCrate } from "./read-crate";

// Issue 17: a record's spreadsheet goes into its .eln as an XLSX named by its title, and comes back as its workbook.
const XLSX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
const workbook: Workbook = {
  sheets: [{ sheetId: "sheet1", name: "Sheet1", frozenRows: 1, rows: [{ A: { value: 3 }, B: { value: 6, formula: "=A1*2" } }] }],
  charts: [
    {
      chartId: "c1",
      kind: "bar",
      title: "Yields",
      sheetId: "sheet1",
      range: "A1:B1",
      headerRow: false,
      linearFit: false,
      xTitle: "",
      yTitle: "",
    },
  ],
};
const record: ElnRecord = {
  ...AMIDE_COUPLING,
  modules: [
    {
      moduleId: "m-sheet",
      type: "spreadSheet",
      subType: null,
      title: "Yields / day 1",
      required: false,
      columns: [],
      content: { fields: {}, rows: [], workbook },
      workbookXlsx: XLSX,
    },
  ],
  moduleSignatures: [],
};
const crate = buildCrate([record], CRATE_OPTIONS);
const { sheetId: _sheet, ...chartWithoutSheet } = workbook.charts[0]!;
const graph = crate.metadata["@graph"] as Record<string, unknown>[];
const digest = createHash("sha256").update(XLSX).digest("hex");

describe("a spreadsheet module in an .eln", () => {
  const xlsx = crate.files.find((f) => f.path.endsWith(".xlsx"))!;

  it("is an XLSX file of the record, named in words by the module's title, reached from the record and the module", () => {
    expect(xlsx).toEqual({
      path: "EXP241123001/Yields___day_1.xlsx",
      bytes: XLSX,
      mediaType: expect.stringContaining("spreadsheetml"),
    });
    const id = `./${xlsx.path}`;
    expect(graph.find((n) => n["@id"] === id)).toEqual({
      "@id": id,
      "@type": "File",
      name: "Yields / day 1.xlsx",
      encodingFormat: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      contentSize: String(XLSX.length),
      sha256: digest,
    });
    expect(graph.find((n) => n["@id"] === "./EXP241123001/")!.hasPart).toContainEqual({ "@id": id });
    expect(graph.find((n) => n.name === "Yields / day 1" && n["@type"] === "CreativeWork")!.hasPart).toContainEqual({
      "@id": id,
    });
    expect(roCrateProblems(crate.metadata, new Set(crate.files.map((f) => f.path)))).toEqual([]);
  });

  it("the record file names the XLSX by size and digest (never its bytes), and a LabLedger import finds it for the module", () => {
    const recordFile = crate.files.find((f) => f.path.endsWith("labledger-record.json")) as { path: string; text: string };
    expect(JSON.parse(recordFile.text).record.modules[0].workbookFile).toEqual({ size: XLSX.length, sha256: digest });
    const entries = new Map(
      crate.files.map((f) => {
        const bytes = "text" in f ? Buffer.from(f.text) : "bytes" in f ? f.bytes : new Uint8Array();
        return [f.path, { size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") }];
      }),
    );
    const [imported] = readCrate(crate.metadata, entries, {
      readText: (path) => (path === recordFile.path ? recordFile.text : undefined),
    }).records;
    expect(imported!.modules[0]).toMatchObject({
      type: "spreadSheet",
      workbookFile: { path: xlsx.path, name: "Yields _ day 1.xlsx", sha256: digest, size: XLSX.length },
      // Its charts by the name of their sheet (the sheets get new ids); never the cells of the record file.
      workbookCharts: [{ ...chartWithoutSheet, sheetName: "Sheet1" }],
    });
    expect(imported!.modules[0]!.content).toEqual({ fields: {}, rows: [] });
    // The workbook is not an attachment of the record.
    expect(imported!.files).toEqual([]);
    // Without the XLSX in the archive, the module comes back without a workbook.
    const without = new Map([...entries].filter(([path]) => path !== xlsx.path));
    const [bare] = readCrate(crate.metadata, without, {
      readText: (path) => (path === recordFile.path ? recordFile.text : undefined),
    }).records;
    expect(bare!.modules[0]!.workbookFile).toBeUndefined();
  });

  it("imported, the record's module is built by sheet events in the same append, from the workbook the server computed", () => {
    const events = experiment.decide(
      {
        type: "CreateExperiment",
        record: { ...RECORD, ownerId: "me", projectId: null },
        modules: [
          {
            module: { moduleId: "m1", type: "spreadSheet", subType: null, title: "Yields", required: false, columns: [] },
            content: { fields: {}, rows: [], workbook },
          },
        ],
        importedFrom: {
          fileName: "a.eln",
          sha256: "a".repeat(64),
          application: "LabLedger",
          fileCreatedAt: null,
          datasetId: "./EXP241123001/",
          authors: [],
          createdAt: null,
          modifiedAt: null,
          keywords: [],
        },
        now: new Date(1_000),
        actor: acting("me"),
        book: { notebookId: "n1" },
        project: undefined,
      },
      experiment.initialState(),
    );
    expect(events.map((e) => e.type)).toEqual(["ExperimentImported", "ModuleCellsChanged", "ModuleChartSaved"]);
    expect(fold(experiment, events).modules[0]!.content.workbook).toEqual(workbook);
  });
});
