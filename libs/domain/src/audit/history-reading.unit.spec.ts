import { type CurrentEvent, type EventData, uuidv7 } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { consoleRowId, unreadable } from "../../../../tests/api/unreadable";
import { fold } from "../decider/decider";
import { type ExperimentEvent, experiment } from "../experiment/experiment";
import { MODULE_SUB_TYPES as GRID_SUB_TYPES, MODULE_TYPES } from "../module-kinds/registry";
import { ADMIN_EVENTS } from "./admin-events";
import { adminEventInWords, adminSubjectInWords, namesInAdminEvent } from "./admin-reading";
import { type ChangeWords, namesInChange, readChange } from "./change-reading";
import { cellInWords, columnLabel, fieldLabel, fieldValueInWords, kindInWords, rowInWords } from "./module-words";
import { type NameBook, nameBookOf, nameKey } from "./names";
import { RECORD_CHANGE_EVENTS } from "./record-changes";
import { readRecordEvents } from "./record-reading";
import { recordHeaderInWords } from "./record-words";
import { catalogueKeys, LANGUAGES, type Language, wordsIn } from "./words";

const shown = (words: ChangeWords): string[] => [words.module, words.row, words.field, words.oldValue.text, words.newValue.text];

const expectReadable = (texts: readonly string[], where: string) => {
  for (const text of texts) expect(unreadable(text), where).toBeNull();
};

// ── A realistic record: ids as the server makes them, rich text, every module type, grids, grants, signatures ──

const id = () => uuidv7();
const member = { owner: id(), li: id(), wang: id(), gone: id() };
const department = { chemistry: id(), qa: id() };
const NAMES: NameBook = nameBookOf(
  new Map([
    [nameKey("member", member.owner), "孙 化学"],
    [nameKey("member", member.li), "李 审核"],
    [nameKey("member", member.wang), "王 芳"],
    [nameKey("department", department.chemistry), "合成化学部"],
    [nameKey("department", department.qa), "质量保证部"],
    [nameKey("notebook", "nb-1"), "路线筛选"],
  ]),
);

const experimentId = id();
let position = 0;
const at = (type: string, data: object, reason?: string): CurrentEvent =>
  ({
    type,
    data: { experimentId, ...data },
    metadata: {
      eventId: id(),
      streamId: `experiment-${experimentId}`,
      streamPosition: position,
      globalPosition: ++position,
      time: new Date(Date.UTC(2026, 10, 23, 8, 0, position)).toISOString(),
      correlationId: id(),
      causationId: id(),
      prevHash: "0".repeat(64),
      hash: "f".repeat(64),
      actor: { userId: member.owner, name: "孙 化学" },
      ...(reason ? { reason } : {}),
    },
  }) as unknown as CurrentEvent;

const col = (field: string, required = false) => ({ field, required, className: required ? "required" : "" });
const GRID_COLUMNS: Record<(typeof GRID_SUB_TYPES)[number], ReturnType<typeof col>[]> = {
  labInfoTable: [col("item", true), col("content")],
  labMaterial: [col("name", true), col("casNo"), col("batchNo"), col("amount", true), col("unit")],
  labInstrument: [col("name", true), col("model"), col("instrumentNo"), col("calibrationDue")],
  labSample: [col("sampleName", true), col("sampleId"), col("quantity"), col("unit")],
  labReference: [col("title", true), col("author"), col("source"), col("link")],
  labDocument: [col("name", true), col("documentNo"), col("version")],
  recordRelate: [col("experimentNumber", true), col("title"), col("relation")],
  testTaskGrid: [col("sampleName", true), col("item"), col("content")],
  microEditor: [col("content", true)],
  multiLevelTable: [col("item", true), col("content"), col("quantity")],
  processTable: [col("mass (g)", true), col("volume (mL)", true), col("浓度")],
};
const GRID_ROWS: Record<(typeof GRID_SUB_TYPES)[number], Array<Record<string, unknown>>> = {
  labInfoTable: [
    { item: "反应釜", content: "500 mL 三口烧瓶" },
    { item: "氛围", content: "氮气保护" },
  ],
  labMaterial: [
    { name: "乙醇", casNo: "64-17-5", batchNo: "B2311", amount: "50 mL", unit: "mL" },
    { name: "Acetone", casNo: "67-64-1", batchNo: "A77", amount: "20", unit: "mL", purityGrade: "AR" },
  ],
  labInstrument: [{ name: "旋转蒸发仪", model: "R-300", instrumentNo: "EQ-014", calibrationDue: "2027-03-01" }],
  labSample: [{ sampleName: "粗品", sampleId: "S-0001", quantity: 3, unit: "g", BottleCode: "BT-12", SampleCode: "SC-9" }],
  labReference: [{ title: "Organic Syntheses", author: "Smith", source: "Org. Synth. 2019", link: "https://orgsyn.org/demo" }],
  labDocument: [{ name: "SOP 合成", documentNo: "SOP-12", version: "3" }],
  recordRelate: [{ experimentNumber: "EXP-2026-0007", title: "Route A", relation: "前序实验" }],
  testTaskGrid: [{ sampleName: "粗品", item: "纯度", content: "HPLC" }],
  microEditor: [{ content: "柱层析 10:1" }],
  multiLevelTable: [{ item: "批次 1", content: "收率", quantity: 82 }],
  processTable: [{ "mass (g)": "0.5", "volume (mL)": "250", 浓度: 2 }],
};

const MOLFILE = "\n  Ketcher 11232608002D 1   1.00000     0.00000     0\n\n  3  2  0  0  0  0  0  0  0  0999 V2000\nM  END";

/** Each module type's realistic content (choice modules carry their options as columns). */
function contentOf(type: (typeof MODULE_TYPES)[number]): { columns?: ReturnType<typeof col>[]; fields: object } {
  switch (type) {
    case "input":
      return { fields: { value: "81 %" } };
    case "textarea":
      return { fields: { value: "回流 2 h，TLC 监测至原料消失。" } };
    case "radio":
      return { columns: [col("澄清"), col("浑浊")], fields: { value: "浑浊" } };
    case "checkbox":
      return { columns: [col("Dried"), col("Filtered"), col("Weighed")], fields: { value: ["Dried", "Weighed"] } };
    case "date":
      return { fields: { value: "2026-11-23" } };
    case "inputNumber":
      return { fields: { value: 86.5 } };
    case "email":
      return { fields: { value: "lab@example.org" } };
    case "phone":
      return { fields: { value: "+86 10 8888 6666" } };
    case "select":
      return { columns: [col("Ethanol"), col("Acetone")], fields: { value: "Acetone" } };
    case "multiple":
      return { columns: [col("NMR"), col("IR"), col("MS")], fields: { value: ["NMR", "MS"] } };
    case "editor":
      return {
        fields: {
          html: '<div><b>注意：</b>反应需在通风橱中进行 &amp; 佩戴护目镜。</div><p style="color:#c00">温度 &lt; 80&nbsp;℃</p><ul><li>加料</li><li>回流</li></ul>',
        },
      };
    case "spreadSheet":
      return {
        fields: {
          name: "温度记录",
          sheet: [
            ["时间", "温度"],
            ["0 h", 20],
            ["1 h", 78],
          ],
        },
      };
    case "spreadDesign":
      return { fields: { name: "收率表", columns: ["批次", "收率"], rowCount: 2 } };
    case "container2":
      return { fields: { col1: "左栏：投料", col2: "右栏：观察" } };
    case "container3":
      return { fields: { col1: "称量", col2: "加热", col3: "过滤" } };
    case "equation":
      return {
        fields: {
          molFile: MOLFILE,
          yldataSource: [{ name: "Ethanol", cnum: 1, molecularWeight: 46.07, mass: 4.6, massUnit: "g" }],
          cwdataSource: [{ name: "Ethyl acetate", molecularWeight: 88.11, actualMass: 7.2, massUnit: "g" }],
          rjdataSource: [{ name: "Toluene", mass: 50, massUnit: "mL" }],
          condition: { time: 2, temperature: 78, pressure: 1, gas: "air" },
        },
      };
    case "attachment":
    case "grid":
      return { fields: {} };
  }
}

type Added = { moduleId: string; type: string; subType: string | null; title: string };

function buildRecord() {
  position = 0;
  const events: CurrentEvent[] = [];
  const push = (type: string, data: object, reason?: string) => {
    const event = at(type, data, reason);
    events.push(event);
    return event;
  };
  push("ExperimentCreated", {
    number: "EXP-2026-0042",
    notebookId: "nb-1",
    projectId: null,
    taskId: null,
    title: "Esterification",
    ownerId: member.owner,
    departmentId: department.chemistry,
    templateId: null,
    clonedFromId: null,
  });
  push("ExperimentDetailsChanged", {
    changes: [
      { action: 1, field: "participants", rowId: null, oldValue: null, newValue: [member.li, member.wang] },
      { action: 2, field: "roomTemperature", rowId: null, oldValue: null, newValue: 22 },
      { action: 2, field: "relativeHumidity", rowId: null, oldValue: null, newValue: "N/A" },
      { action: 2, field: "conclusion", rowId: null, oldValue: null, newValue: "success" },
      { action: 2, field: "departmentId", rowId: null, oldValue: department.chemistry, newValue: department.qa },
      { action: 2, field: "title", rowId: null, oldValue: "Esterification", newValue: "Esterification (B)" },
      { action: 2, field: "participants", rowId: null, oldValue: [member.li], newValue: [member.li, member.gone] },
    ],
  });
  const modules: Added[] = [];
  let after: string | null = null;
  const add = (type: string, subType: string | null, title: string, columns: ReturnType<typeof col>[] = []) => {
    const moduleId = id();
    push("ModuleAdded", { moduleId, type, subType, title, required: false, columns, afterModuleId: after });
    after = moduleId;
    modules.push({ moduleId, type, subType, title });
    return moduleId;
  };
  let cacheTime = 1_700_000_000_000;
  const save = (moduleId: string, changes: object[], isAuto = false, reason?: string) =>
    push("ModuleSaved", { moduleId, isAuto, changes, cacheTime: ++cacheTime }, reason);

  for (const type of MODULE_TYPES) {
    if (type === "grid" || type === "attachment") continue;
    const { columns, fields } = contentOf(type);
    const moduleId = add(type, null, `模块 ${type.length}${type.slice(0, 2)}`, columns);
    save(
      moduleId,
      Object.entries(fields).map(([field, value]) => ({ action: 1, field, rowId: null, oldValue: null, newValue: value })),
    );
  }
  const number = modules.find((m) => m.type === "inputNumber")!.moduleId;
  save(number, [{ action: 2, field: "value", rowId: null, oldValue: 86.5, newValue: "N/A" }], true);
  const editor = modules.find((m) => m.type === "editor")!.moduleId;
  save(editor, [{ action: 3, field: "html", rowId: null, oldValue: "<p>旧的<i>说明</i></p>", newValue: null }]);

  // Files: rows with a server-made id, a size and a digest.
  const spectra = add("attachment", null, "光谱");
  const file = { rowId: id(), name: "spectrum.pdf", size: 120_400, sha256: "ab12".repeat(16), mediaType: "application/pdf" };
  save(spectra, [{ action: 1, field: null, rowId: file.rowId, oldValue: null, newValue: file }]);

  // Every grid sub-type, rows with the console's row ids; cells changed, a row deleted, rows reordered.
  const grids = new Map<string, { moduleId: string; rowIds: string[] }>();
  for (const subType of GRID_SUB_TYPES) {
    const moduleId = add("grid", subType, `表格 ${subType.length}`, GRID_COLUMNS[subType]);
    const rows = GRID_ROWS[subType].map((row) => ({ rowId: consoleRowId(), ...row }));
    save(
      moduleId,
      rows.map((row) => ({ action: 1, field: null, rowId: row.rowId, oldValue: null, newValue: row })),
    );
    grids.set(subType, { moduleId, rowIds: rows.map((r) => r.rowId) });
  }
  const materials = grids.get("labMaterial")!;
  const [ethanol, acetone] = materials.rowIds as [string, string];
  save(materials.moduleId, [
    { action: 2, field: "amount", rowId: acetone, oldValue: "20", newValue: "25" },
    { action: 3, field: "purityGrade", rowId: acetone, oldValue: "AR", newValue: null },
    { action: 2, field: "$rowOrder", rowId: null, oldValue: [ethanol, acetone], newValue: [acetone, ethanol] },
  ]);
  save(materials.moduleId, [
    { action: 3, field: null, rowId: ethanol, oldValue: { rowId: ethanol, ...GRID_ROWS.labMaterial[0] }, newValue: null },
  ]);

  // A spreadsheet: cells with values, formulas and formats, sheets, frozen rows, charts and an import.
  const sheet = modules.find((m) => m.type === "spreadSheet")!.moduleId;
  const sheetData = id();
  const onSheet = (type: string, data: object) => push(type, { moduleId: sheet, cacheTime: ++cacheTime, ...data });
  const cell = (cell: string, from: [unknown, string | null, string | null], to: [unknown, string | null, string | null]) => ({
    sheetId: "sheet1",
    cell,
    oldValue: from[0],
    newValue: to[0],
    oldFormula: from[1],
    newFormula: to[1],
    oldFormat: from[2],
    newFormat: to[2],
  });
  onSheet("ModuleCellsChanged", {
    modifyList: [
      cell("B3", [null, null, null], [12, null, null]),
      cell("C1", [null, null, null], [24, "=B3*2", "0.00"]),
      cell("D1", [null, null, null], [{ error: "#DIV/0!" }, "=1/0", null]),
      cell("A1", [null, null, null], ["浓度", null, null]),
      cell("E1", [null, null, null], [true, "=B3>10", null]),
    ],
    recalculated: [],
  });
  onSheet("ModuleCellsChanged", {
    modifyList: [cell("B3", [12, null, null], [15, null, null]), cell("C1", [24, "=B3*2", "0.00"], [45, "=B3*3", "0.00"])],
    recalculated: [{ sheetId: "sheet1", cell: "E1", value: true }],
  });
  onSheet("ModuleCellsChanged", { modifyList: [cell("A1", ["浓度", null, null], [null, null, null])], recalculated: [] });
  onSheet("ModuleSheetAdded", {
    sheetId: sheetData,
    name: "原始数据",
    afterSheetId: "sheet1",
    recalculated: [{ sheetId: "sheet1", cell: "F1", value: 0 }],
  });
  onSheet("ModuleSheetRenamed", { sheetId: sheetData, from: "原始数据", to: "Raw data", recalculated: [] });
  onSheet("ModuleSheetFrozenRowsSet", { sheetId: sheetData, from: 1, to: 2 });
  const chart = {
    chartId: id(),
    kind: "scatter",
    title: "标准曲线",
    sheetId: "sheet1",
    range: "A1:B10",
    headerRow: true,
    linearFit: true,
    xTitle: "c",
    yTitle: "A",
  };
  onSheet("ModuleChartSaved", { chart, previous: null });
  onSheet("ModuleChartSaved", { chart: { ...chart, kind: "line", linearFit: false }, previous: chart });
  onSheet("ModuleChartDeleted", { chartId: chart.chartId, previous: { ...chart, kind: "line", linearFit: false } });
  onSheet("ModuleSheetDeleted", {
    sheetId: sheetData,
    name: "Raw data",
    recalculated: Array.from({ length: 22 }, (_, i) => ({ sheetId: "sheet1", cell: `F${i + 1}`, value: { error: "#REF!" } })),
  });
  onSheet("ModuleSheetsImported", {
    fileName: "calibration.xlsx",
    sha256: "cd".repeat(32),
    sheets: [{ sheetId: id(), name: "Imported", cells: [{ cell: "A1", value: 1, formula: null, format: null }] }],
  });
  onSheet("ModuleCellsDesigned", {
    templateId: id(),
    templateName: "收率设计",
    cells: [
      { sheetId: "sheet1", cell: "B3", required: true, label: "质量" },
      { sheetId: "sheet1", cell: "B4", required: false, label: "" },
    ],
  });
  push("ModuleRenamed", { moduleId: spectra, from: "光谱", to: "红外光谱" });
  push("ModulesReordered", {
    from: modules.map((m) => m.moduleId),
    to: [spectra, ...modules.filter((m) => m.moduleId !== spectra).map((m) => m.moduleId)],
  });
  push("ModuleGrantChanged", { moduleId: spectra, memberId: member.wang, attribute: 1 });
  push("ModuleGrantChanged", { moduleId: spectra, memberId: member.li, attribute: 0 });
  push("ModuleGrantChanged", { moduleId: spectra, memberId: member.li, attribute: null });
  push("ModuleEditLocked", {
    moduleId: spectra,
    memberId: member.wang,
    until: "2026-11-23T09:00:00.000Z",
  });
  const signed = "2026-11-23T08:30:00.000Z";
  const signer = { signerId: member.owner, printedName: "孙 化学", meaning: "authorship", signTime: signed };
  push("ModuleSigned", { moduleId: spectra, ...signer });
  push("ModuleSignatureRemoved", {
    moduleId: spectra,
    removedSignerId: member.owner,
    removedSignTime: signed,
    signerId: member.wang,
    printedName: "王 芳",
    meaning: "responsibility",
    signTime: "2026-11-23T08:40:00.000Z",
  });
  const comment = id();
  const commented = { at: "2026-11-23T08:45:00.000Z", by: member.owner };
  push("ExperimentCommentAdded", {
    commentId: comment,
    moduleId: spectra,
    parentId: null,
    text: "请补充红外谱图的基线校正",
    mentionIds: [member.wang, member.gone],
    authorId: member.owner,
    at: commented.at,
  });
  push("ExperimentCommentAdded", {
    commentId: id(),
    moduleId: spectra,
    parentId: comment,
    text: "Baseline corrected",
    mentionIds: [],
    authorId: member.wang,
    at: commented.at,
  });
  push("ExperimentCommentResolved", { commentId: comment, moduleId: spectra, ...commented });
  push("ExperimentCommentReopened", { commentId: comment, moduleId: spectra, ...commented });
  const remark = id();
  push("ExperimentCommentAdded", {
    commentId: remark,
    moduleId: null,
    parentId: null,
    text: "结论待定",
    mentionIds: [],
    authorId: member.owner,
    at: commented.at,
  });
  push("ExperimentCommentDeleted", { commentId: remark, moduleId: null, ...commented });
  const review = { version: 1, comment: "数据完整", signerId: member.li, printedName: "李 审核", signTime: signed };
  const nodes = [{ name: "审核", reviewerIds: [member.li] }];
  push("ExperimentSubmitted", { version: 1, flowId: id(), flowName: "同行评审", nodes });
  push("ExperimentRejected", { ...review, node: 0, comment: "请补充收率", meaning: "rejection" });
  push("ExperimentSubmitted", { version: 2, flowId: id(), flowName: "同行评审", nodes });
  push("ExperimentReviewApproved", { ...review, version: 2, node: 0, nextReviewerIds: [], meaning: "approval" });
  push("ExperimentApproved", { version: 2 });
  push("ExperimentArchived", {
    version: 2,
    archivedBy: member.wang,
    archivedAt: "2026-11-23T08:50:00.000Z",
    retentionYears: 10,
    retainUntil: "2036-11-23",
  });
  push("ExperimentUnarchived", {
    version: 2,
    reason: "审计发现收率需更正",
    signerId: member.wang,
    printedName: "王 芳",
    meaning: "responsibility",
    signTime: "2026-11-23T08:55:00.000Z",
  });
  const shareWith = { memberIds: [member.wang], departmentIds: [department.qa], attribute: 0 };
  push("ExperimentShareRequested", { shareId: "s1", ...shareWith, reason: "质量部复核", reviewerIds: [member.li] });
  push("ExperimentShareDecided", {
    shareId: "s1",
    ...shareWith,
    sharedWithIds: [member.wang],
    sharedWithDepartmentIds: [department.qa],
    granted: true,
    comment: "同意",
    signerId: member.li,
    printedName: "李 审核",
    meaning: "approval",
    signTime: "2026-11-23T08:56:00.000Z",
  });
  push("ExperimentShareRevoked", { shareId: "s1", ...shareWith, sharedWithIds: [], sharedWithDepartmentIds: [] });
  push("ExperimentRecallRequested", { version: 2, reason: "收率计算有误", reviewerIds: [member.li] });
  push("ExperimentRecallDecided", { ...review, version: 2, granted: false, status: "approved", meaning: "review" });
  push("ExperimentRecallRequested", { version: 2, reason: "再次申请", reviewerIds: [member.li] });
  push("ExperimentRecallDecided", { ...review, version: 2, granted: true, status: "recalled", meaning: "review" });
  push("ExperimentLockChanged", { locked: true });
  push("ExperimentLockChanged", { locked: false });
  push("ExperimentRolledBack", { toVersion: 1 }, "回到第 1 版");
  push("ModuleDeleted", { moduleId: spectra }, "不再需要");
  return { events, modules, spectra, materials, editor };
}

const record = buildRecord();
/** A second record, imported from an .eln file: one event with its modules and where it came from. */
const importedRecord = () => {
  position = 1000;
  return [
    at("ExperimentImported", {
      number: "EXP-2026-0043",
      notebookId: "nb-1",
      projectId: null,
      taskId: null,
      title: "Suzuki coupling (eLabFTW)",
      ownerId: member.owner,
      departmentId: department.chemistry,
      source: {
        fileName: "elabftw-export.eln",
        sha256: "ab".repeat(32),
        application: "eLabFTW",
        fileCreatedAt: "2024-05-02T10:00:00+02:00",
        datasetId: "./experiment-12/",
        authors: ["Toto Le Chimiste"],
        createdAt: "2024-04-30T09:15:00+02:00",
        modifiedAt: null,
        keywords: ["coupling"],
      },
      modules: [
        {
          moduleId: id(),
          type: "editor",
          subType: null,
          title: "Text",
          required: false,
          columns: [],
          content: { fields: { html: "<p>Pd(PPh<sub>3</sub>)<sub>4</sub>, 80 ℃</p>" }, rows: [] },
        },
        {
          moduleId: id(),
          type: "grid",
          subType: "labReference",
          title: "Links",
          required: false,
          columns: [col("title", true), col("link")],
          content: { fields: {}, rows: [{ rowId: "r1", title: "Protocol", link: "https://example.org/suzuki" }] },
        },
      ],
      cacheTime: 1_700_000_000_000,
    }),
  ];
};
const read = [...readRecordEvents(record.events), ...readRecordEvents(importedRecord())];

describe.each(LANGUAGES)("the history read in %s", (language: Language) => {
  const t = wordsIn(language);
  const readings = read.flatMap(({ event, changes }) =>
    changes.map(({ change, facts }) => ({ event, change, words: readChange(change, facts(), NAMES, t) })),
  );

  it("reads every change of every record event type in words: no JSON, id, key, camelCase or tag", () => {
    const types = new Set(readings.map((r) => r.event.type));
    expect([...types].sort()).toEqual([...RECORD_CHANGE_EVENTS].sort());
    for (const { event, words } of readings) expectReadable(shown(words), `${event.type} (${language})`);
  });

  it("reads every module type and every grid sub-type, content and labels alike", () => {
    const state = fold(experiment, record.events as ExperimentEvent[]);
    const kinds = new Set(state.modules.map((m) => m.type));
    expect([...kinds].sort()).toEqual(MODULE_TYPES.filter((type) => type !== "attachment").sort());
    expect(new Set(state.modules.filter((m) => m.subType).map((m) => m.subType))).toEqual(new Set(GRID_SUB_TYPES));
    for (const module of state.modules) {
      const where = `${module.type}/${module.subType ?? ""} (${language})`;
      const texts = [kindInWords(module.type, module.subType, t)];
      for (const [key, value] of Object.entries(module.content.fields))
        texts.push(fieldLabel(module, key, t), fieldValueInWords(module, key, value, t).text);
      for (const column of module.columns) texts.push(columnLabel(column.field, t));
      for (const row of module.content.rows) {
        texts.push(rowInWords(module, row, t).text);
        for (const [key, value] of Object.entries(row))
          if (key !== "rowId") texts.push(columnLabel(key, t), cellInWords(value, t).text);
      }
      expectReadable(texts, where);
      expect(
        texts.every((text) => text !== ""),
        where,
      ).toBe(true);
    }
  });

  it("reads the record's header in words: every field by its label, people and departments by name", () => {
    const state = fold(experiment, record.events as ExperimentEvent[]);
    const header = recordHeaderInWords(state, NAMES, { createdAt: "2026-11-23 16:00:01", updatedAt: "2026-11-23 16:01:40" }, t);
    expectReadable(
      header.flatMap((line) => [line.label, line.text]),
      `header (${language})`,
    );
    expect(header.map((line) => line.key)).toEqual(
      expect.arrayContaining(["number", "title", "status", "owner", "notebook", "departmentId", "participants", "conclusion"]),
    );
  });

  it("names only ids it can look up, and says so of one it cannot", () => {
    const wanted = read.flatMap(({ changes }) => changes.flatMap(({ change }) => namesInChange(change)));
    expect(wanted.map((n) => n.id)).toEqual(expect.arrayContaining([member.li, member.wang, member.gone, department.qa]));
    const unknown = readings.find(
      (r) => r.change.fieldName === "participants" && JSON.stringify(r.change.newValue).includes(member.gone),
    );
    expect(unknown?.words.newValue.text).toContain(t("unknown.member"));
  });

  it("reads the archive settings section by its label and value", () => {
    const data = { section: "archive", values: { retentionYears: 15 } };
    const words = adminEventInWords("OrganisationSettingsChanged", data, ADMIN_NAMES, t);
    const subject = adminSubjectInWords("OrganisationSettingsChanged", data, "archive", ADMIN_NAMES, t);
    expectReadable([...shown(words), subject], `archive settings (${language})`);
    expect(subject).toBe(t("admin.subject.settings", { section: t("admin.section.archive") }));
    expect(words.newValue.text).toContain(t("admin.setting.retentionYears"));
    expect(words.newValue.text).toContain("15");
  });

  it("reads the instrument settings section (the warning days) by its label and value", () => {
    const data = { section: "instrument", values: { warningDays: 14 } };
    const words = adminEventInWords("OrganisationSettingsChanged", data, ADMIN_NAMES, t);
    const subject = adminSubjectInWords("OrganisationSettingsChanged", data, "instrument", ADMIN_NAMES, t);
    expectReadable([...shown(words), subject], `instrument settings (${language})`);
    expect(subject).toBe(t("admin.subject.settings", { section: t("admin.section.instrument") }));
    expect(words.newValue.text).toContain(t("admin.setting.warningDays"));
    expect(words.newValue.text).toContain("14");
  });

  it("reads administration events in words, every one the audit trail shows", () => {
    const samples = adminSamples();
    expect(Object.keys(samples).sort()).toEqual([...ADMIN_EVENTS].sort());
    for (const [type, { data, subject }] of Object.entries(samples)) {
      const words = adminEventInWords(type, data, ADMIN_NAMES, t);
      const where = `${type} (${language})`;
      expectReadable([...shown(words), adminSubjectInWords(type, data, subject, ADMIN_NAMES, t)], where);
      expect(words.newValue.text, where).not.toBe("");
      for (const named of namesInAdminEvent(type, data)) expect(ADMIN_NAMES.name(named.kind, named.id), where).toBeDefined();
    }
  });
});

describe("a spreadsheet template in the audit trail", () => {
  it("says a design's sheets, input cells and the cells a save changed, old → new, the rest counted", () => {
    const samples = adminSamples();
    const en = wordsIn("en");
    expect(
      adminEventInWords("SpreadsheetTemplateSaved", samples.SpreadsheetTemplateSaved!.data, ADMIN_NAMES, en).newValue.text,
    ).toBe(
      "Spreadsheet design “收率表”, sheets 数据; input cells: 数据!B1 “质量” (required); cells changed: 数据!C1 24 (formula =B1*2) → 30 (formula =B1*2) and 3 more",
    );
    expect(
      adminSubjectInWords("SpreadsheetTemplateBinned", { templateId: admin.spreadsheetTemplate }, null, ADMIN_NAMES, en),
    ).toBe("Spreadsheet template “收率表”");
  });
});

describe("a table definition in the audit trail", () => {
  it("says its columns by label with kind, unit, required, hidden and a computed column's expression", () => {
    const samples = adminSamples();
    const en = wordsIn("en");
    expect(adminEventInWords("InfoTableSaved", samples.InfoTableSaved!.data, ADMIN_NAMES, en).newValue.text).toBe(
      "Information table “细胞培养信息” (传代记录); its columns: 细胞系 (Text, required); 等级 (Choice, options: A, B); 质量 (Number, in g)",
    );
    expect(adminEventInWords("MultiLevelTableSaved", samples.MultiLevelTableSaved!.data, ADMIN_NAMES, en).newValue.text).toBe(
      "Multi-level table “稳定性考察”; its levels: 1. 批次: 批号 (required); 2. 样品: 含量 (in %, required); 备注 (hidden)",
    );
    expect(adminEventInWords("ProcessTableSaved", samples.ProcessTableSaved!.data, ADMIN_NAMES, en).newValue.text).toBe(
      "Data-processing table “浓度计算”; its columns: mass (in g, input, required); volume (in mL, input, required); 浓度 (in g/L, computed as mass / volume * 1000)",
    );
    expect(adminSubjectInWords("ProcessTableBinned", { tableId: admin.processTable }, null, ADMIN_NAMES, en)).toBe(
      "Data-processing table “浓度计算”",
    );
  });
});

describe("a material category in the audit trail", () => {
  it("says its columns by both names, type, whether required and a choice's options", () => {
    const { data } = adminSamples().MaterialCategoryDefined!;
    expect(adminEventInWords("MaterialCategoryDefined", data, ADMIN_NAMES, wordsIn("en")).newValue.text).toBe(
      "Material category “干燥溶剂”; its columns: 含水量 / Water ppm (Number, required); 等级 / Grade (Choice: HPLC, AR)",
    );
    expect(adminEventInWords("MaterialCategoryDefined", data, ADMIN_NAMES, wordsIn("zh-CN")).newValue.text).toMatch(
      /^物料类别“干燥溶剂”；自定义列：含水量 \/ Water ppm（数字，必填）.+等级 \/ Grade（选项：HPLC.AR）$/,
    );
    expect(adminSubjectInWords("MaterialCategoryDeleted", { categoryId: admin.category }, null, ADMIN_NAMES, wordsIn("en"))).toBe(
      "Material category “干燥溶剂”",
    );
  });
});

describe("an imported record's history", () => {
  it("says where it came from: the file, its digest's ends, the application, authors and date as recorded", () => {
    const [first] = read.find((r) => r.event.type === "ExperimentImported")!.changes;
    const words = readChange(first!.change, first!.facts(), NAMES, wordsIn("en"));
    expect(words.sentence).toBe(true);
    expect(words.newValue.text).toMatch(
      /^Record “Suzuki coupling \(eLabFTW\)” imported from “elabftw-export\.eln” \(SHA-256 abababab…abababab\), written by eLabFTW; authors as recorded: Toto Le Chimiste; created there: 2024-04-30 \d\d:15:00$/,
    );
  });
});

describe("a record made from a template", () => {
  it("says the template by name and the version it came from, in both languages, and in the record's header", () => {
    const templateId = id();
    const names = nameBookOf(new Map([[nameKey("template", templateId), "酯化反应模板"]]));
    const created = at("ExperimentCreated", {
      number: "EXP-2026-0043",
      notebookId: "nb-1",
      projectId: null,
      taskId: null,
      title: "Esterification 2",
      ownerId: member.owner,
      departmentId: department.chemistry,
      templateId,
      templateVersion: 2,
      clonedFromId: null,
    });
    const [first] = readRecordEvents([created])[0]!.changes;
    expect(namesInChange(first!.change)).toEqual([{ kind: "template", id: templateId }]);
    expect(readChange(first!.change, first!.facts(), names, wordsIn("en")).newValue.text).toBe(
      "Record “Esterification 2” created from template 酯化反应模板, version 2",
    );
    expect(readChange(first!.change, first!.facts(), names, wordsIn("zh-CN")).newValue.text).toBe(
      "由模板 酯化反应模板，第 2 版 创建记录“Esterification 2”",
    );
    const state = fold(experiment, [created] as unknown as ExperimentEvent[]);
    const header = recordHeaderInWords(state, names, { createdAt: "", updatedAt: "" }, wordsIn("en"));
    expect(header.find((line) => line.key === "fromTemplate")).toEqual({
      key: "fromTemplate",
      label: "From template",
      text: "酯化反应模板, version 2",
    });
  });
});

describe("what the history says, in Chinese", () => {
  const t = wordsIn("zh-CN");
  const words = (predicate: (r: (typeof read)[number]["changes"][number]) => boolean) =>
    read.flatMap((r) => r.changes.filter(predicate).map(({ change, facts }) => readChange(change, facts(), NAMES, t)));

  it("says a module added and deleted with its title and kind, not “(empty) → (empty)”", () => {
    const deleted = words((c) => c.change.moduleId === record.spectra && c.change.action === 3 && c.change.fieldName === null);
    expect(deleted).toEqual([expect.objectContaining({ module: "红外光谱", sentence: true })]);
    expect(deleted[0]!.newValue.text).toBe("删除模块“红外光谱”（附件）");
    const added = words((c) => c.change.moduleId === record.spectra && c.change.action === 1 && c.change.fieldName === null);
    expect(added[0]!.newValue.text).toBe("新增模块“光谱”（附件）");
  });

  it("reads rows by their position and first cell, columns by their labels", () => {
    const [amount, mass] = words((c) => c.change.moduleId === record.materials.moduleId && c.change.action !== 1);
    // Read where the row stands after the save (it moved up in the same save).
    expect(amount).toMatchObject({
      row: "第 1 行（Acetone）",
      field: "用量",
      oldValue: { text: "20" },
      newValue: { text: "25" },
    });
    // A column no catalogue names reads in plain words, never as its key.
    expect(mass).toMatchObject({ field: "purity grade", oldValue: { text: "AR" } });
    const deleted = words(
      (c) => c.change.moduleId === record.materials.moduleId && c.change.action === 3 && c.change.fieldName === null,
    )[0]!;
    expect(deleted.row).toBe("第 2 行（乙醇）");
    expect(deleted.oldValue.text).toBe("名称：乙醇；CAS 号：64-17-5；批号：B2311；用量：50 mL；单位：mL");
    const order = words((c) => c.change.fieldName === "$rowOrder")[0]!;
    expect(order).toMatchObject({
      field: "行顺序",
      oldValue: { text: "第 1 行（乙醇）、第 2 行（Acetone）" },
      newValue: { text: "第 1 行（Acetone）、第 2 行（乙醇）" },
    });
  });

  it("shows rich text as HTML on screens and as plain text elsewhere; a file by its name and size", () => {
    const editor = words((c) => c.change.moduleId === record.editor && c.change.fieldName === "html")[0]!;
    expect(editor.field).toBe("富文本");
    expect(editor.newValue.html).toContain("<b>注意：</b>");
    expect(editor.newValue.text).toBe("注意：反应需在通风橱中进行 & 佩戴护目镜。 温度 < 80 ℃ 加料 回流");
    const file = words((c) => c.change.moduleId === record.spectra && c.change.rowId !== null)[0]!;
    expect(file).toMatchObject({ row: "第 1 行（spectrum.pdf）", newValue: { text: "spectrum.pdf（117.6 KB）" } });
  });

  it("says the record's fields by label and value: names, units, N/A, the conclusion", () => {
    const details = words((c) => c.change.moduleId === null && c.change.action !== 3).slice(1, 8);
    expect(details.map((d) => `${d.field}: ${d.oldValue.text} → ${d.newValue.text}`)).toEqual([
      "参与人:  → 李 审核、王 芳",
      "室温:  → 22 ℃",
      "相对湿度:  → 不适用",
      "结论:  → 成功",
      "部门: 合成化学部 → 质量保证部",
      "标题: Esterification → Esterification (B)",
      "参与人: 李 审核 → 李 审核、已无法查到的成员",
    ]);
  });

  it("says archiving with the version and how long it is retained, and taking it out with the signer and the reason", () => {
    const [archived, unarchived] = words((c) => c.change.fieldName === "archive");
    expect(archived).toMatchObject({ field: "归档", sentence: true });
    expect(archived!.newValue.text).toBe("第 2 版已归档：只读，保存 10 年，至 2036-11-23");
    expect(unarchived!.newValue.text).toBe("王 芳取消归档（签名含义：负责）：审计发现收率需更正");
    const en = wordsIn("en");
    const [english] = read.flatMap((r) =>
      r.changes
        .filter((c) => c.change.fieldName === "archive")
        .map(({ change, facts }) => readChange(change, facts(), NAMES, en)),
    );
    expect(english!.newValue.text).toBe("Version 2 archived: read-only, retained for 10 years, until 2036-11-23");
  });

  it("says a share by whom it reaches and with what right, who approved it with a signature, and its revocation", () => {
    const [asked, decided, revoked] = words((c) => c.change.fieldName === "share");
    expect(asked).toMatchObject({ field: "共享", sentence: true });
    expect(asked!.newValue.text).toBe("申请共享给王 芳、质量保证部，只读：质量部复核");
    expect(decided!.newValue.text).toBe("李 审核批准共享给王 芳、质量保证部，只读（签名含义：批准）：同意");
    expect(revoked!.newValue.text).toBe("已撤销共享给王 芳、质量保证部（只读）");
    const en = wordsIn("en");
    const english = read.flatMap((r) =>
      r.changes
        .filter((c) => c.change.fieldName === "share")
        .map(({ change, facts }) => readChange(change, facts(), NAMES, en).newValue.text),
    );
    expect(english).toEqual([
      "Share with 王 芳, 质量保证部 requested, read-only: 质量部复核",
      "李 审核 approved the share with 王 芳, 质量保证部, read-only (signed as Approval): 同意",
      "Share with 王 芳, 质量保证部 revoked (read-only)",
    ]);
  });

  it("says in the record's header, while it is archived, that it is and until when it is retained", () => {
    const upTo = record.events.findIndex((e) => e.type === "ExperimentArchived") + 1;
    const state = fold(experiment, record.events.slice(0, upTo) as ExperimentEvent[]);
    const status = (language: Language) =>
      recordHeaderInWords(state, NAMES, { createdAt: "", updatedAt: "" }, wordsIn(language)).find((l) => l.key === "status");
    expect(status("zh-CN")?.text).toBe("已批准，第 2 版，已归档，保存至 2036-11-23");
    expect(status("en")?.text).toBe("Approved, version 2, archived, retained until 2036-11-23");
  });

  it("says a rejection as a rejection, signed with the meaning that fits it", () => {
    const [rejected] = words((c) => c.change.fieldName === "rejection");
    expect(rejected!.newValue.text).toMatch(/驳回第 1 版第 1 级（签名含义：驳回）：请补充收率$/);
  });

  it("says comments with their words, the members they mention by name, and what became of them", () => {
    expect(words((c) => c.change.fieldName === "comment").map((w) => [w.module, w.newValue.text])).toEqual([
      ["红外光谱", "评论：“请补充红外谱图的基线校正”（提及 王 芳、已无法查到的成员）"],
      ["红外光谱", "回复：“Baseline corrected”"],
      ["红外光谱", "评论已解决：“请补充红外谱图的基线校正”"],
      ["红外光谱", "评论已重新打开：“请补充红外谱图的基线校正”"],
      ["", "评论：“结论待定”"],
      ["", "评论已删除：“结论待定”"],
    ]);
  });

  it("says a spreadsheet's cells by sheet name and address with values and formulas, sheets by name, charts by title", () => {
    const say = (w: ChangeWords) => `${w.field}: ${w.oldValue.text} → ${w.newValue.text}`;
    const cells = words((c) => c.change.fieldName === "$cell").map(say);
    expect(cells).toContain("Sheet1!C1: 24（公式 =B3*2）（格式 0.00） → 45（公式 =B3*3）（格式 0.00）");
    expect(cells).toContain("Sheet1!D1:  → #DIV/0!（公式 =1/0）");
    const sheets = words((c) => ["$sheet", "$frozenRows", "$chart", "$sheetImport"].includes(c.change.fieldName ?? "")).map(
      (w) => (w.sentence ? w.newValue.text : say(w)),
    );
    expect(sheets).toEqual([
      "添加了工作表“原始数据”",
      "工作表名称: 原始数据 → Raw data",
      "Raw data 的冻结表头行数: 1 → 2",
      "添加了图表：散点图“标准曲线”，数据 Sheet1!A1:B10，含线性拟合",
      "图表“标准曲线”: 散点图“标准曲线”，数据 Sheet1!A1:B10，含线性拟合 → 折线图“标准曲线”，数据 Sheet1!A1:B10",
      "删除了图表“标准曲线”",
      "删除了工作表“Raw data”",
      "导入了“calibration.xlsx”（SHA-256 cdcdcdcd…cdcdcdcd）为工作表 Imported，共 1 个单元格",
    ]);
  });

  it("names the formula cells a change recalculated by sheet and address with their new values, at most 20, the rest counted", () => {
    const recalculated = (language: Language) =>
      read
        .flatMap((r) => r.changes.filter((c) => c.change.fieldName === "$recalculated"))
        .map(({ change, facts }) => readChange(change, facts(), NAMES, wordsIn(language)))
        .map((w) => `${w.field}: ${w.newValue.text}`);
    const refs = (n: number) => Array.from({ length: n }, (_, i) => `Sheet1!F${i + 1} = #REF!`);
    expect(recalculated("zh-CN")).toEqual([
      "重新计算: 公式重新计算：Sheet1!E1 = 是",
      "重新计算: 公式重新计算：Sheet1!F1 = 0",
      `重新计算: 公式重新计算：${refs(20).join("、")}，另有 2 个`,
    ]);
    expect(recalculated("en")).toEqual([
      "Recalculated: Formulas recalculated: Sheet1!E1 = yes",
      "Recalculated: Formulas recalculated: Sheet1!F1 = 0",
      `Recalculated: Formulas recalculated: ${refs(20).join(", ")} and 2 more`,
    ]);
  });

  it("says grants, signatures and their removal with names, never ids", () => {
    expect(words((c) => c.change.fieldName === "grant").map((w) => w.newValue.text)).toEqual([
      "王 芳：读写",
      "李 审核：只读",
      "李 审核：已取消授权",
    ]);
    const [signed, removed] = words((c) => c.change.fieldName === "signature");
    expect(signed!.newValue.text).toBe("孙 化学签名（签名含义：作者）");
    expect(removed!.newValue.text).toMatch(/^王 芳（负责）移除了 孙 化学 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 的签名$/);
  });
});

describe("the check for what a reader must never see", () => {
  it("finds what the history showed before it was read in words", () => {
    for (const raw of [
      '{"memberId":"m1","attribute":1}',
      '["a","b"]',
      "0192f3a4-5b6c-7d8e-9f01-23456789abcd",
      "sha256 ab12ab12ab12ab12ab12",
      consoleRowId(),
      "roomTemperature",
      "casNo",
      "changeWords.status.draft",
      "<div><b>注意：</b></div>",
      "[object Object]",
    ])
      expect(unreadable(raw), raw).not.toBeNull();
    for (const words of ["第 3 行（乙醇）", "row 3 (Ethanol)", "CAS No.: 64-17-5", "50 mL", "sun.chemist", "pH 7", "温度 < 80 ℃"])
      expect(unreadable(words), words).toBeNull();
  });
});

describe("the history's catalogue", () => {
  it("has the same keys and placeholders in Chinese and English, and no empty message", () => {
    expect(catalogueKeys("zh-CN")).toEqual(catalogueKeys("en"));
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const [zh, en] = [wordsIn("zh-CN"), wordsIn("en")];
    for (const key of catalogueKeys("en")) {
      expect(placeholders(zh(key)), key).toEqual(placeholders(en(key)));
      expect(en(key), key).not.toBe("");
    }
  });
});

// ── Administration events as the audit read model keeps them (data without secrets) ──

const admin = {
  role: id(),
  flow: id(),
  project: id(),
  task: id(),
  item: id(),
  gone: id(),
  template: id(),
  report: id(),
  notebook: id(),
  formula: id(),
  category: id(),
  instrument: id(),
  labelTemplate: id(),
  method: id(),
  preparedMaterial: id(),
  recordTemplate: id(),
  record: id(),
  exportId: `202611-${id()}`,
  material: id(),
  infoTable: id(),
  multiLevelTable: id(),
  processTable: id(),
  spreadsheetTemplate: id(),
};
const ADMIN_NAMES: NameBook = nameBookOf(
  new Map([
    [nameKey("member", member.owner), "孙 化学"],
    [nameKey("member", member.li), "李 审核"],
    [nameKey("department", department.chemistry), "合成化学部"],
    [nameKey("department", "root"), "示例化学公司"],
    [nameKey("role", admin.role), "审计员"],
    [nameKey("flow", admin.flow), "同行评审"],
    [nameKey("project", admin.project), "路线筛选"],
    [nameKey("task", admin.task), "第一批"],
    [nameKey("dictionaryItem", admin.item), "毫升"],
    [nameKey("reportTemplate", admin.template), "收率汇总"],
    [nameKey("report", admin.report), "四季度收率"],
    [nameKey("notebook", admin.notebook), "路线筛选记录本"],
    [nameKey("reactionFormula", admin.formula), "酯化反应"],
    [nameKey("spreadsheetTemplate", admin.spreadsheetTemplate), "收率表"],
    [nameKey("infoTable", admin.infoTable), "细胞培养信息"],
    [nameKey("multiLevelTable", admin.multiLevelTable), "稳定性考察"],
    [nameKey("processTable", admin.processTable), "浓度计算"],
    [nameKey("materialCategory", admin.category), "干燥溶剂"],
    [nameKey("instrument", admin.instrument), "EQ-014 旋转蒸发仪"],
    [nameKey("labelTemplate", admin.labelTemplate), "试剂瓶标签"],
    [nameKey("experiment", admin.record), "EXP-0001 酯化反应"],
    [nameKey("material", admin.material), "无水乙醇 (LL-ETOH-01)"],
    [nameKey("method", admin.method), "阿司匹林 HPLC 纯度"],
    [nameKey("preparedMaterial", admin.preparedMaterial), "流动相 A"],
    [nameKey("template", admin.recordTemplate), "酯化反应模板"],
  ]),
);

function adminSamples(): Record<string, { data: Record<string, unknown>; subject: string | null }> {
  const of = (data: Record<string, unknown>, subject: string | null = null) => ({ data, subject });
  const forMember = (data: Record<string, unknown> = {}) => of({ memberId: member.owner, ...data }, "sun.chemist");
  const settings: EventData<"OrganisationSettingsChanged"> = {
    section: "messages",
    values: {
      delayedSubmission: { enabled: true, cycle: "weekly", weekday: 1, dayOfMonth: 1, time: "09:00", afterDays: 3 },
      pendingReview: { enabled: false, cycle: "daily", weekday: 1, dayOfMonth: 1, time: "17:30", afterDays: 1 },
      notify: { approvalRequested: true, approvalDecided: true, shared: false, taskAssigned: true },
      byEmail: false,
    },
  };
  return {
    OrganisationCreated: of({ organisationId: "main", name: "示例化学公司", defaultLanguage: "zh-CN" }),
    DepartmentCreated: of({ departmentId: department.chemistry, name: "合成化学部", parentId: "root" }),
    MemberRegistered: forMember({
      account: "sun.chemist",
      realName: "孙 化学",
      departmentId: department.chemistry,
      language: "zh-CN",
      isOrganisationAdmin: false,
      passwordSetAt: "2026-11-23T08:00:00.000Z",
    }),
    MemberProfileChanged: forMember({
      account: "sun.chemist",
      changes: { realName: "孙 化学", departmentId: department.chemistry, language: "en", isDepartmentHeader: true },
    }),
    MemberDeactivated: forMember(),
    MemberReactivated: forMember(),
    MemberRolesAssigned: forMember({ roleIds: [admin.role] }),
    MemberPasswordChanged: forMember({ changedAt: "2026-11-23T08:00:00.000Z", byAdministrator: true }),
    MemberLoggedIn: forMember({ sessionId: id(), passwordExpired: false }),
    MemberLoginFailed: forMember({ reason: "wrong-password", failedAttempts: 2, during: "sign" }),
    MemberLockedOut: forMember({ until: "2026-11-23T09:00:00.000Z", failedAttempts: 5 }),
    MemberSessionEnded: forMember({ sessionId: id(), reason: "idle" }),
    MemberScreenLocked: forMember({ sessionId: id() }),
    MemberScreenUnlocked: forMember({ sessionId: id() }),
    RoleDefined: of(
      {
        roleId: admin.role,
        builtIn: false,
        name: "审计员",
        description: "查看审计追踪",
        permissions: [
          { permissionCode: "AudittrailSearch", isActive: true },
          { permissionCode: "MemberManage", isActive: false },
        ],
        viewingLevels: { project: "organisation", task: "allInProject", experiment: "allInProject" },
      },
      "审计员",
    ),
    RoleDeleted: of({ roleId: admin.role }),
    OrganisationSettingsChanged: of(settings as never, "messages"),
    NumberingRuleSet: of({
      target: "experiment",
      prefix: "EXP",
      relatedKey: "date",
      dateFormat: "YYMM",
      serialDigits: 4,
      mode: "restart",
    }),
    DictionaryItemAdded: of({ category: "units", itemId: admin.item, name: "毫升" }, "units"),
    DictionaryItemStatusChanged: of({ category: "units", itemId: admin.item, enabled: false }, "units"),
    ProjectCreated: of(
      {
        projectId: admin.project,
        number: "PRJ-0001",
        name: "路线筛选",
        description: "新路线",
        ownerId: member.owner,
        departmentId: department.chemistry,
        leaderId: member.owner,
        managerIds: [member.li],
        personal: false,
      },
      "路线筛选",
    ),
    ProjectChanged: of({
      projectId: admin.project,
      changes: { name: "路线筛选 II", leaderId: member.li, managerIds: [] },
      previous: { name: "路线筛选", leaderId: member.owner, managerIds: [member.li] },
    }),
    ProjectStatusChanged: of({ projectId: admin.project, from: "Waiting", to: "Doing" }),
    ProjectMemberGranted: of({ projectId: admin.project, memberId: member.li, access: "write" }),
    ProjectMemberRemoved: of({ projectId: admin.project, memberId: member.li }),
    TaskCreated: of(
      {
        projectId: admin.project,
        taskId: admin.task,
        name: "第一批",
        ownerId: member.owner,
        departmentId: null,
        assigneeIds: [member.li],
        dueDate: "2026-12-31",
      },
      "第一批",
    ),
    TaskStatusChanged: of({ projectId: admin.project, taskId: admin.task, from: "notStarted", to: "inProgress" }),
    NotebookCreated: of(
      {
        notebookId: id(),
        number: "NB-0003",
        name: "路线筛选记录本",
        ownerId: member.owner,
        departmentId: null,
        projectId: admin.project,
      },
      "路线筛选记录本",
    ),
    ApprovalFlowDefined: of(
      {
        flowId: admin.flow,
        name: "同行评审",
        nodes: [
          { name: "组长", reviewers: [{ kind: "projectManager" }, { kind: "members", memberIds: [member.li] }] },
          { name: "质量", reviewers: [{ kind: "roles", roleIds: [admin.role] }, { kind: "directSuperior" }] },
        ],
      },
      "同行评审",
    ),
    ApprovalFlowDeleted: of({ flowId: admin.flow }),
    DefaultApprovalFlowSet: of({ flowId: admin.flow }),
    ReportTemplateSaved: of({
      templateId: admin.template,
      ownerId: member.owner,
      name: "收率汇总",
      description: "",
      criteria: {
        projectIds: [admin.project],
        notebookIds: [admin.notebook],
        templateIds: [],
        statuses: ["approved"],
        from: "2026-01-01",
        to: null,
      },
      columns: [{ columnId: "y", module: "收率", field: "value", label: "收率 %", aggregate: "mean" }],
    }),
    ReportTemplateBinned: of({ templateId: admin.template }),
    ReportTemplateRestored: of({ templateId: admin.template }),
    ReportSaved: of({
      reportId: admin.report,
      ownerId: member.owner,
      templateId: admin.template,
      name: "四季度收率",
      summary: "",
      criteria: { projectIds: [], notebookIds: [], templateIds: [], statuses: [], from: null, to: null },
      charts: [{ chartId: "c1", type: "bar", title: "各批收率", x: "record", y: ["y"] }],
    }),
    ReportBinned: of({ reportId: admin.report }),
    ReportRestored: of({ reportId: admin.report }),
    ReactionFormulaSaved: of({
      formulaId: admin.formula,
      ownerId: member.owner,
      name: "酯化反应",
      description: "",
      molFile: "$RXN\n",
      scheme: "C2H4O2 + C2H6O → C4H8O2",
      conditions: { time: 4, temperature: 78, gas: "N2" },
    }),
    SpreadsheetTemplateSaved: of({
      templateId: admin.spreadsheetTemplate,
      ownerId: member.owner,
      kind: "design",
      name: "收率表",
      description: "",
      workbook: {
        sheets: [
          {
            sheetId: "s1",
            name: "数据",
            frozenRows: 1,
            cells: [{ cell: "C1", value: 30, formula: "=B1*2", format: null }],
          },
        ],
        charts: [],
      },
      designedCells: [{ sheetId: "s1", cell: "B1", required: true, label: "质量" }],
      changed: [{ sheet: "数据", cell: "C1", oldValue: 24, newValue: 30, oldFormula: "=B1*2", newFormula: "=B1*2" }],
      changedMore: 3,
    }),
    SpreadsheetTemplateBinned: of({ templateId: admin.spreadsheetTemplate }),
    SpreadsheetTemplateRestored: of({ templateId: admin.spreadsheetTemplate }),
    ReactionFormulaBinned: of({ formulaId: admin.formula }),
    ReactionFormulaRestored: of({ formulaId: admin.formula }),
    InfoTableSaved: of({
      tableId: admin.infoTable,
      ownerId: member.owner,
      name: "细胞培养信息",
      description: "传代记录",
      columns: [
        { label: "细胞系", kind: "text", options: [], unit: "", required: true },
        { label: "等级", kind: "choice", options: ["A", "B"], unit: "", required: false },
        { label: "质量", kind: "number", options: [], unit: "g", required: false },
      ],
    }),
    InfoTableBinned: of({ tableId: admin.infoTable }),
    InfoTableRestored: of({ tableId: admin.infoTable }),
    MultiLevelTableSaved: of({
      tableId: admin.multiLevelTable,
      ownerId: member.owner,
      name: "稳定性考察",
      description: "",
      levels: [
        { name: "批次", columns: [{ label: "批号", unit: "", required: true, hidden: false }] },
        {
          name: "样品",
          columns: [
            { label: "含量", unit: "%", required: true, hidden: false },
            { label: "备注", unit: "", required: false, hidden: true },
          ],
        },
      ],
    }),
    MultiLevelTableBinned: of({ tableId: admin.multiLevelTable }),
    MultiLevelTableRestored: of({ tableId: admin.multiLevelTable }),
    ProcessTableSaved: of({
      tableId: admin.processTable,
      ownerId: member.owner,
      name: "浓度计算",
      description: "",
      columns: [
        { label: "mass", unit: "g", required: true, expression: "" },
        { label: "volume", unit: "mL", required: true, expression: "" },
        { label: "浓度", unit: "g/L", required: false, expression: "mass / volume * 1000" },
      ],
    }),
    ProcessTableBinned: of({ tableId: admin.processTable }),
    ProcessTableRestored: of({ tableId: admin.processTable }),
    ...instrumentSamples(of),
    LabelTemplateSaved: of({
      templateId: admin.labelTemplate,
      ownerId: member.owner,
      name: "试剂瓶标签",
      type: "material",
      width: 50,
      height: 30,
      enabled: true,
      page: { kind: "label" },
      components: [
        { kind: "barcode", key: "code", x: 1, y: 7, width: 31, height: 14, padding: 0, field: "barcode", symbology: "code128" },
      ],
    }),
    LabelTemplateSwitched: of({ templateId: admin.labelTemplate, enabled: false }),
    LabelTemplateBinned: of({ templateId: admin.labelTemplate }),
    LabelTemplateRestored: of({ templateId: admin.labelTemplate }),
    ExportRequested: of({
      exportId: admin.exportId,
      format: "pdf",
      scope: "records",
      scopeName: null,
      recordIds: [admin.record],
      language: "en",
      requesterId: member.owner,
      needsApproval: true,
      reviewerIds: [member.li],
    }),
    ExportDecided: of({
      exportId: admin.exportId,
      approved: false,
      comment: "超出范围",
      reviewerId: member.li,
      meaning: "rejection",
    }),
    ExportFinished: of({
      exportId: admin.exportId,
      fileName: "EXP-0001 酯化反应.pdf",
      mediaType: "application/pdf",
      sha256: "a".repeat(64),
      size: 2048,
      expiresAt: "2026-12-04T08:00:00.000Z",
      downloadTimes: 5,
    }),
    ExportFailed: of({ exportId: admin.exportId, reason: "export.failed" }),
    ExportDownloaded: of({ exportId: admin.exportId, remaining: 4 }),
    MaterialRegistered: of({
      materialId: admin.material,
      barcode: "LL-ETOH-01",
      name: "无水乙醇",
      categoryId: null,
      details: { cas: "64-17-5", lotNumber: "B2411" },
      extra: { grade: "AR" },
      molFile: null,
      expiresOn: "2027-06-30",
      quantity: 500,
      unit: "mL",
    }),
    MaterialDescribed: of({
      materialId: admin.material,
      name: "无水乙醇",
      categoryId: null,
      details: { warehouse: "冷库 2" },
      extra: {},
      molFile: null,
      expiresOn: null,
    }),
    MaterialReceived: of({ materialId: admin.material, amount: 1, unit: "L", remaining: 1500 }),
    MaterialUsed: of({
      materialId: admin.material,
      usageId: "u1",
      amount: 25,
      unit: "mL",
      experimentId: admin.record,
      moduleId: "m1",
      rowId: "r1",
      remaining: 475,
      warnings: ["aboutToExpire"],
    }),
    MaterialUsageCorrected: of({ materialId: admin.material, usageId: "u1", from: 25, to: 20, unit: "mL", remaining: 480 }),
    MaterialAvailabilityChanged: of({ materialId: admin.material, available: false }),
    MaterialCategoryDefined: of({
      categoryId: admin.category,
      name: "干燥溶剂",
      description: "",
      columns: [
        { key: "waterPpm", label: { "zh-CN": "含水量", en: "Water ppm" }, type: "number", required: true, options: [] },
        { key: "grade", label: { "zh-CN": "等级", en: "Grade" }, type: "choice", required: false, options: ["HPLC", "AR"] },
      ],
    }),
    MaterialCategoryDeleted: of({ categoryId: admin.category }),
  };
}

/** Instrument events (issue 20): registered, described, calibrated, booked out of calibration, used in a record. */
function instrumentSamples(of: (data: Record<string, unknown>) => { data: Record<string, unknown>; subject: string | null }) {
  const instrumentId = admin.instrument;
  const details = {
    code: "EQ-014",
    name: "旋转蒸发仪",
    model: "R-300",
    manufacturer: "Büchi",
    serialNumber: "1000123456",
    location: "3 号实验室",
    department: "合成化学部",
    notes: "",
  };
  const slot = { from: "2026-11-30T01:00:00.000Z", to: "2026-11-30T03:00:00.000Z" };
  return {
    InstrumentRegistered: of({
      instrumentId,
      ownerId: member.owner,
      ...details,
      calibration: { lastOn: "2026-06-01", dueOn: "2026-12-31" },
      maintenance: { lastOn: null, dueOn: null },
    }),
    InstrumentDetailsChanged: of({ instrumentId, ...details, location: "4 号实验室" }),
    InstrumentCalibrated: of({ instrumentId, on: "2026-11-20", dueOn: "2027-11-20", reference: "CAL-2026-17", by: member.owner }),
    InstrumentMaintained: of({ instrumentId, on: "2026-11-21", dueOn: null, reference: "更换真空泵密封圈", by: member.owner }),
    InstrumentRetired: of({ instrumentId, reason: "真空泵损坏" }),
    InstrumentReinstated: of({ instrumentId }),
    InstrumentBooked: of({
      instrumentId,
      bookingId: "b1",
      ...slot,
      purpose: "浓缩馏分",
      memberId: member.li,
      outOfCalibrationReason: "已用标准物质核查",
    }),
    InstrumentBookingCancelled: of({ instrumentId, bookingId: "b1", reason: "计划变更", by: member.li }),
    InstrumentUsed: of({
      instrumentId,
      usageId: "u1",
      experimentId: admin.record,
      moduleId: "m1",
      rowId: "r1",
      ...slot,
      memberId: member.owner,
      outOfCalibrationReason: null,
    }),
    MethodCreated: of({
      methodId: admin.method,
      number: "SOP0001",
      authorId: member.owner,
      content: {
        name: "阿司匹林 HPLC 纯度",
        category: "分析",
        purpose: "每批纯度",
        procedure: "<p>称取 <b>10 mg</b> 溶于 10 mL 甲醇。</p>",
        references: [{ referenceId: id(), citation: "中国药典 2020", doi: "10.1000/xyz123", url: "https://example.org/chp" }],
        preparedMaterialIds: [admin.preparedMaterial],
      },
    }),
    MethodDraftSaved: of({
      methodId: admin.method,
      number: "SOP0001",
      content: {
        name: "阿司匹林 HPLC 纯度",
        category: "分析",
        purpose: "每批纯度",
        procedure: "<p>称取 <b>10 mg</b> 溶于 10 mL 甲醇。</p>",
        references: [{ referenceId: id(), citation: "中国药典 2020", doi: "10.1000/xyz123", url: "https://example.org/chp" }],
        preparedMaterialIds: [admin.preparedMaterial],
      },
    }),
    MethodFilesAttached: of({
      methodId: admin.method,
      files: [{ rowId: id(), name: "色谱图.pdf", size: 10, sha256: "a".repeat(64), mediaType: "application/pdf" }],
    }),
    MethodFileRemoved: of({ methodId: admin.method, rowId: id(), name: "色谱图.pdf" }),
    MethodPublished: of({
      methodId: admin.method,
      version: 2,
      effectiveDate: "2026-12-01",
      changeSummary: "称样量改为 20 mg",
      content: {
        name: "阿司匹林 HPLC 纯度",
        category: "分析",
        purpose: "每批纯度",
        procedure: "<p>称取 <b>10 mg</b> 溶于 10 mL 甲醇。</p>",
        references: [{ referenceId: id(), citation: "中国药典 2020", doi: "10.1000/xyz123", url: "https://example.org/chp" }],
        preparedMaterialIds: [admin.preparedMaterial],
      },
      files: [],
    }),
    MethodRetired: of({ methodId: admin.method }),
    MethodBinned: of({ methodId: admin.method }),
    MethodRestored: of({ methodId: admin.method }),
    MethodCitedInRecord: of({ methodId: admin.method, experimentId: admin.record, version: 2, by: member.li }),
    MethodCitationWithdrawn: of({ methodId: admin.method, experimentId: admin.record, by: member.li }),
    PreparedMaterialSaved: of({
      preparedMaterialId: admin.preparedMaterial,
      number: "PM0001",
      ownerId: member.owner,
      name: "流动相 A",
      components: [
        { name: "乙腈", materialId: null, amount: 600, unit: "mL", ratio: 60 },
        { name: "水", materialId: null, amount: 400, unit: "mL", ratio: 40 },
      ],
      preparation: "混匀后脱气",
      shelfLifeDays: 30,
    }),
    PreparedMaterialBinned: of({ preparedMaterialId: admin.preparedMaterial }),
    PreparedMaterialRestored: of({ preparedMaterialId: admin.preparedMaterial }),
    ...templateSamples(of),
  };
}

/** The template events as the audit trail shows them (issue 18). */
function templateSamples(of: (data: Record<string, unknown>) => { data: Record<string, unknown>; subject: string | null }) {
  const templateId = admin.recordTemplate;
  const modules = [
    {
      moduleId: "m1",
      type: "editor",
      subType: null,
      title: "安全须知",
      required: true,
      columns: [],
      content: { fields: { text: "佩戴护目镜" }, rows: [] },
      locked: true,
      grants: { [member.li]: 1 },
    },
  ];
  const request = { templateId, requestId: id(), version: 2, scope: "department", departmentId: department.chemistry };
  return {
    TemplateCreated: of({
      templateId,
      name: "酯化反应模板",
      description: "",
      authorId: member.owner,
      departmentId: department.chemistry,
      fromRecord: { experimentId: admin.record, number: "EXP-0001" },
    }),
    TemplateDraftSaved: of({ templateId, name: "酯化反应模板", description: "常用酯化", modules }),
    TemplateVersionSaved: of({
      templateId,
      version: 2,
      changeSummary: "增加安全须知",
      name: "酯化反应模板",
      description: "",
      modules,
    }),
    TemplatePublishRequested: of({ ...request, name: "酯化反应模板", reviewerIds: [member.li] }),
    TemplatePublishDecided: of({
      ...request,
      granted: false,
      signerId: member.li,
      printedName: "李 审核",
      meaning: "rejection",
      signTime: "2026-11-27T08:00:00.000Z",
      comment: "缺少后处理步骤",
    }),
    TemplateUnpublished: of({ templateId, reason: "已过时" }),
    TemplateBinned: of({ templateId }),
    TemplateRestored: of({ templateId }),
    TemplateCollected: of({ templateId, memberId: member.li }),
    TemplateUncollected: of({ templateId, memberId: member.li }),
  };
}
