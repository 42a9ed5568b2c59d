import { PassThrough } from "node:stream";
import { type Language, type Module, wordsIn } from "@labledger/domain";
import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { describe, expect, it } from "vitest";
import { readPdf } from "../../../../../tests/api/pdf-text";
import { translate } from "../../i18n/translate";
import type { RecordDocument } from "./document-shape";
import { moduleSection } from "./module-section";
import { writeRecordPdf } from "./write-record-pdf";

/** A calibration line: absorbance against concentration, nearly straight (R² 0.999 to three places). */
const CALIBRATION: Workbook = {
  sheets: [
    {
      sheetId: "s1",
      name: "标准曲线",
      frozenRows: 1,
      rows: [
        { A: { value: "浓度 mg/L" }, B: { value: "吸光度" } },
        ...[
          [0, 0.002],
          [2, 0.105],
          [4, 0.198],
          [6, 0.31],
          [8, 0.395],
          [10, 0.508],
        ].map(([x, y]) => ({ A: { value: x! }, B: { value: y! } })),
      ],
    },
  ],
  charts: [
    {
      chartId: "c1",
      kind: "scatter",
      title: "吸光度标准曲线 Calibration",
      sheetId: "s1",
      range: "A1:B7",
      headerRow: true,
      linearFit: true,
      xTitle: "浓度 (mg/L)",
      yTitle: "吸光度 A",
    },
  ],
};

const spreadsheet: Module = {
  moduleId: "0191b7a0-8f3e-7c3a-9f00-1234567890ad",
  type: "spreadSheet",
  subType: null,
  title: "标准曲线 Calibration",
  required: false,
  columns: [],
  cacheTime: 1,
  isCheck: false,
  signatures: [],
  content: { fields: {}, rows: [], workbook: CALIBRATION },
};

async function pdfText(language: Language): Promise<string> {
  const section = await moduleSection(spreadsheet, wordsIn(language), language, async () => null);
  const document: RecordDocument = {
    language,
    number: "EXP-2026-0042",
    title: "Calibration",
    facts: [],
    modules: [section],
    submissions: [],
    trail: { columns: [], rows: [] },
    integrity: { chainHolds: true, chain: "", checkpoint: "" },
  };
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  await writeRecordPdf(out, [document], {
    title: "Records",
    organisation: "Lab",
    exportedBy: "Wang Fang (wang.fang)",
    exportedAt: "2026-11-27 12:00:00",
    language,
  });
  return (await readPdf(Buffer.concat(chunks))).text.replace(/\s+/g, "");
}

describe("a spreadsheet module's charts in the record's PDF", () => {
  it("draws each chart with its title, axis titles and the fit's equation and R², as text a reader can search", async () => {
    const text = await pdfText("zh-CN");
    for (const words of [
      translate("zh-CN", "recordPdf.chart.caption", { title: "吸光度标准曲线 Calibration" }),
      "吸光度标准曲线 Calibration",
      "浓度 (mg/L)",
      "吸光度 A",
      "y = 0.05017·x + 0.002143, R² = 0.999",
      "线性拟合",
    ])
      expect(text, words).toContain(words.replace(/\s+/g, ""));
  });

  it("names the fit line in English for an English reader", async () => {
    const text = await pdfText("en");
    expect(text).toContain("Chart:吸光度标准曲线Calibration");
    expect(text).toContain("Linearfit");
    expect(text).toContain("R²=0.999");
  });
});
