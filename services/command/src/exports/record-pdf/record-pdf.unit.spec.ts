import { PassThrough } from "node:stream";
import {
  type ExperimentState,
  formatTime,
  type Language,
  type Module,
  nameBookOf,
  recordHeaderInWords,
  wordsIn,
} from "@labledger/domain";
import type { CurrentEvent } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { readPdf } from "../../../../../tests/api/pdf-text";
import { translate } from "../../i18n/translate";
import { tracePdfColumns } from "../../records/trace-export";
import { approvalHistory } from "./approval-history";
import type { RecordDocument } from "./document-shape";
import { moduleSection } from "./module-section";
import { writeRecordPdf } from "./write-record-pdf";

const OWNER = "0191b7a0-8f3e-7c3a-9f00-1234567890ab";
const REVIEWER = "0191b7a0-8f3e-7c3a-9f00-1234567890ac";
const DIGEST = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const SIGNED = "2026-11-23T02:00:00.000Z";
const DRAWING = "\n  Ketcher 11232610002D 1   1.00000     0.00000     0\n\n  2  1  0  0  0  0  0  0  0  0999 V2000\nM  END\n";
const FIGURE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><line x1="10" y1="30" x2="110" y2="30" stroke="#000"/><text x="50" y="25">OH</text></svg>`;

const module = (type: string, title: string, content: Partial<Module["content"]>, more: Partial<Module> = {}): Module => ({
  moduleId: `${OWNER.slice(0, -2)}${title.length}0`,
  type,
  subType: null,
  title,
  required: false,
  columns: [],
  cacheTime: 1,
  isCheck: false,
  signatures: [],
  ...more,
  content: { fields: {}, rows: [], ...content },
});

/** One module of every family: fields, container, rich text, grid, attachments, reaction, spreadsheet. */
const MODULES: Module[] = [
  module(
    "input",
    "产率 Yield",
    { fields: { value: "92.4 %" } },
    {
      isCheck: true,
      signatures: [{ signerId: OWNER, printedName: "陈 静", meaning: "authorship", signTime: SIGNED }],
    },
  ),
  module("date", "开始日期 Start", { fields: { value: "2026-11-20T01:30:00.000Z" } }),
  module("container2", "观察 Observations", { fields: { col1: "溶液澄清", col2: "Clear solution" } }),
  module("editor", "方法 Method", {
    fields: { html: "<h2>步骤 Steps</h2><p>溶解 5&nbsp;g 于水中 &amp; stir.</p><ul><li>过滤 Filter</li></ul>" },
  }),
  module(
    "grid",
    "物料 Materials",
    {
      rows: [
        { rowId: "rm3x9k2p4q7w1z", name: "乙醇 Ethanol", casNo: "64-17-5", amount: 5, unit: "mL" },
        { rowId: "rm3x9k2p4q7w2z", name: "乙酸 Acetic acid", casNo: "64-19-7", amount: 6, unit: "g" },
      ],
    },
    {
      subType: "labMaterial",
      columns: ["name", "casNo", "batchNo", "amount", "unit"].map((field) => ({ field, required: false, className: "" })),
    },
  ),
  module("attachment", "谱图 Spectra", {
    rows: [{ rowId: "rm3x9k2p4q7w3z", name: "NMR 数据.pdf", size: 15_360, sha256: DIGEST, mediaType: "application/pdf" }],
  }),
  module("equation", "酯化 Esterification", {
    fields: { molFile: DRAWING, temperature: 78, time: 4 },
    rows: [
      { rowId: "rm3x9k2p4q7w4z", source: "yldataSource", name: "acetic acid", formula: "C2 H4 O2", mass: 6, massUnit: "g" },
      { rowId: "rm3x9k2p4q7w5z", source: "cwdataSource", name: "ethyl acetate", formula: "C4 H8 O2", actualMass: 7 },
    ],
  }),
  module("spreadSheet", "表格 Sheet", { fields: { value: "A1 = 12.5" } }),
];

const event = (type: string, data: Record<string, unknown>) =>
  ({ type, data, metadata: { time: "", actor: { userId: OWNER, name: "陈 静" } } }) as unknown as CurrentEvent;

const APPROVAL_EVENTS = [
  event("ExperimentSubmitted", {
    version: 1,
    flowName: "两步审核 Two-step",
    nodes: [{ name: "同行审核 Peer review", reviewerIds: [REVIEWER] }],
  }),
  event("ExperimentReviewApproved", {
    version: 1,
    node: 0,
    comment: "数据完整 Complete",
    signerId: REVIEWER,
    printedName: "李 雷",
    meaning: "approval",
    signTime: "2026-11-23T03:00:00.000Z",
  }),
  event("ExperimentApproved", { version: 1 }),
].map((e, i) => ({ ...e, metadata: { ...e.metadata, time: `2026-11-23T0${2 + i}:00:00.000Z` } }));

async function documentIn(language: Language, number = "EXP-2026-0001"): Promise<RecordDocument> {
  const t = wordsIn(language);
  const state = {
    created: true,
    record: {
      experimentId: OWNER,
      number,
      ownerId: OWNER,
      notebookId: REVIEWER,
      projectId: null,
      taskId: null,
      title: "乙酸乙酯 Ethyl acetate",
    },
    details: {
      title: "乙酸乙酯 Ethyl acetate",
      participants: [REVIEWER],
      roomTemperature: 22,
      relativeHumidity: 45,
      conclusion: "success",
      departmentId: null,
    },
    modules: MODULES,
    lifecycle: { status: "approved", version: 1, locked: false },
  } as unknown as ExperimentState;
  const names = nameBookOf(
    new Map([
      [`member:${OWNER}`, "陈 静"],
      [`member:${REVIEWER}`, "李 雷"],
      [`notebook:${REVIEWER}`, "酯化实验本 Esters"],
    ]),
  );
  const times = { createdAt: "2026-11-20 09:00:00", updatedAt: "2026-11-23 11:00:00" };
  const modules = [];
  for (const m of MODULES) modules.push(await moduleSection(m, t, language, async () => FIGURE));
  const change = (i: number) => [
    `2026-11-23 10:00:0${i}`,
    "陈 静",
    "修改",
    "产率 Yield",
    "",
    "产率",
    `${90 + i} %`,
    `${91 + i} %`,
    "复核 recheck",
  ];
  return {
    language,
    number,
    title: "乙酸乙酯 Ethyl acetate",
    facts: recordHeaderInWords(state, names, times, t).map(({ label, text }) => ({ label, value: text })),
    modules,
    submissions: approvalHistory(APPROVAL_EVENTS, t, language),
    trail: { columns: tracePdfColumns(language), rows: [0, 1, 2].map(change) },
    integrity: {
      chainHolds: true,
      chain: translate(language, "history.tracePdf.chainVerified", { events: 17 }),
      checkpoint: translate(language, "checkpoint.none"),
    },
  };
}

const META = (language: Language) => ({
  title: language === "en" ? "Records" : "记录导出",
  organisation: "示例实验室 & Co <Lab>",
  exportedBy: "王 芳 (wang.fang)",
  exportedAt: "2026-11-23 12:00:00",
  language,
});

async function written(documents: RecordDocument[], language: Language, progress?: (done: number, total: number) => void) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  await writeRecordPdf(out, documents, META(language), progress);
  const bytes = Buffer.concat(chunks);
  return { bytes, pdf: await readPdf(bytes) };
}

/** pdf.js joins runs of text with spaces where the page has none: compare without white space. */
const squash = (text: string) => text.replace(/\s+/g, "");
const expectWords = (text: string, words: readonly string[]) => {
  for (const word of words) expect(squash(text), word).toContain(squash(word));
};

/** What a person must never read: ids, digests other than a file's, JSON, markup, catalogue keys. */
const expectNoRawValues = (text: string) => {
  expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
  expect(text).not.toMatch(/\brm3x9k2p4q7w\d?z?\b/);
  expect(text).not.toMatch(/[{}]|":|<\/?[a-z]+[ >]|&nbsp;|&amp;/);
  expect(text).not.toMatch(/\b(recordPdf|meanings|module\.kind|changeWords|history\.tracePdf|audit\.column)\.[a-zA-Z]/);
  expect(text).not.toContain("Ketcher");
};

describe("a record as a PDF an inspector can read (21 CFR 11.10(b))", () => {
  it("writes every module family in Chinese words: fields, rich text as paragraphs, tables, files, the reaction and its signatures", async () => {
    const { pdf } = await written([await documentIn("zh-CN")], "zh-CN");
    expectWords(pdf.text, [
      "记录 EXP-2026-0001：乙酸乙酯 Ethyl acetate",
      "记录信息",
      "参与人 李 雷",
      "22 ℃",
      "45 %",
      "1. 产率 Yield（单行文本）",
      "单行文本 92.4 %",
      "开始日期 Start（日期）",
      "第 1 栏 溶液澄清",
      "第 2 栏 Clear solution",
      "步骤 Steps",
      "溶解 5 g 于水中 & stir.",
      "所有人 陈 静",
      "过滤 Filter",
      "名称 CAS 号",
      "乙醇 Ethanol 64-17-5 5 mL",
      "NMR 数据.pdf 15.0 KB application/pdf",
      DIGEST,
      "反应物",
      "乙酸乙酯 Ethyl acetate",
      "OH",
      "电子表格",
      "A1 = 12.5",
      `陈 静 于 ${formatTime(SIGNED)} 签名 — 含义：作者`,
      "电子签名",
      "模块 1：产率 Yield",
      "版本 1，同行审核 Peer review：通过",
      "李 雷 于",
      "含义：批准",
      "审批记录",
      "版本 1 由 陈 静 于",
      "两步审核 Two-step",
      "数据完整 Complete",
      "附录：记录 EXP-2026-0001 的审计追踪",
      "共 3 条修改，最新的在前。",
      "90 % 91 % 复核 recheck",
      "记录的完整性",
      "已验证：17 个事件，均未被改动",
      "日志尚无签名检查点",
    ]);
    expectNoRawValues(pdf.text);
  });

  it("says the same in English, with the signature manifestation and the integrity statement", async () => {
    const { pdf } = await written([await documentIn("en")], "en");
    expectWords(pdf.text, [
      "Record EXP-2026-0001: 乙酸乙酯 Ethyl acetate",
      "Participants 李 雷",
      "1. 产率 Yield (Single-line text)",
      "Column 1 溶液澄清",
      "Name CAS No. Batch No. Amount Unit",
      "Reactant",
      "Product",
      `Signed by 陈 静 on ${formatTime(SIGNED)} — meaning: Authorship`,
      "Version 1, 同行审核 Peer review: Approved",
      "meaning: Approval",
      "Approval history",
      "Version 1 approved on",
      "Appendix: audit trail of record EXP-2026-0001",
      "Integrity of the record",
      "Verified: 17 events, none altered",
      "No signed checkpoint of the log yet",
    ]);
    expectNoRawValues(pdf.text);
  });

  it("starts each record on its own page and numbers its pages 'page x of y' with its number", async () => {
    const progress: Array<[number, number]> = [];
    const records = [await documentIn("en", "EXP-A"), await documentIn("en", "EXP-B")];
    const { pdf } = await written(records, "en", (done, total) => progress.push([done, total]));
    const footers = pdf.pages.map((page) => /(EXP-[AB]) · page (\d+) of (\d+)/.exec(page)!.slice(1));
    const ofA = footers.filter(([number]) => number === "EXP-A");
    const ofB = footers.filter(([number]) => number === "EXP-B");
    expect(ofA.length + ofB.length).toBe(pdf.pages.length);
    expect(ofA.map(([, page, pages]) => [Number(page), Number(pages)])).toEqual(ofA.map((_, i) => [i + 1, ofA.length]));
    expect(ofB.map(([, page, pages]) => [Number(page), Number(pages)])).toEqual(ofB.map((_, i) => [i + 1, ofB.length]));
    expect(squash(pdf.pages[ofA.length]!)).toContain(squash("Record EXP-B:"));
    const total = 2 * (MODULES.length + 4) * 2;
    expect(progress.at(-1)).toEqual([total, total]);
    expect(progress.map(([done]) => done)).toEqual(progress.map((_, i) => i + 1));
  });

  it("is a PDF/A-2b file: identified in its XMP metadata, with an output intent and every font embedded", async () => {
    const { bytes, pdf } = await written([await documentIn("zh-CN")], "zh-CN");
    const raw = bytes.toString("latin1");
    expect(raw.startsWith("%PDF-1.7")).toBe(true);
    expect(raw).toContain("<pdfaid:part>2</pdfaid:part>");
    expect(raw).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
    expect(raw).toMatch(/\/OutputIntents \[\d+ 0 R\]/);
    expect(raw).toContain("/Lang (zh-CN)");
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(raw.match(/\/FontFile2 /g)?.length).toBeGreaterThanOrEqual(2);
    // The metadata stays well-formed XML whatever the organisation is called.
    expect(Buffer.from(raw, "latin1").toString("utf8")).toContain("<rdf:li>王 芳 (wang.fang)</rdf:li>");
    expect(pdf.info).toMatchObject({ Title: "记录导出", Author: "王 芳 (wang.fang)", Subject: "示例实验室 ＆ Co ‹Lab›" });
  });

  it("names a character the font cannot draw by its code point instead of printing an empty box", async () => {
    const record = await documentIn("en");
    const withEmoji = { ...record, facts: [...record.facts, { label: "Mood", value: "done 😀\u200b\tok" }] };
    const { pdf } = await written([withEmoji], "en");
    expect(pdf.text).toContain("done [U+1F600] ok");
  });

  it("renders a record of 100 modules and a 2,000-row grid, every row once, a page at a time", async () => {
    const record = await documentIn("en");
    const rows = Array.from({ length: 2_000 }, (_, i) => [`sample ${i + 1}`, `lot ${i % 7}`, String(i * 0.5), "mg"]);
    const grid = {
      title: "Samples",
      kind: "Samples",
      blocks: [{ type: "table" as const, table: { columns: ["Sample", "Lot", "Quantity", "Unit"], rows } }],
      signatures: [],
    };
    const fields = (n: number) => ({ ...record.modules[0]!, title: `Reading ${n}` });
    const big = { ...record, modules: [grid, ...Array.from({ length: 99 }, (_, i) => fields(i + 2))] };
    const { pdf } = await written([big], "en");
    const text = squash(pdf.text);
    for (const n of [1, 1_000, 2_000]) expect(text).toContain(squash(`${n} sample ${n} lot ${(n - 1) % 7}`));
    expect(text.match(/sample2000lot/g)).toHaveLength(1);
    expect(text).toContain(squash("100. Reading 100 (Single-line text)"));
    expect(pdf.pages.length).toBeGreaterThan(40);
  });
});
