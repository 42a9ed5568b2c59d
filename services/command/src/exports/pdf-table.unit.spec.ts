import { PassThrough } from "node:stream";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { readPdf } from "../../../../tests/api/pdf-text";
import { cjkFont } from "./cjk-font";
import { drawTable, writeTablePdf } from "./pdf-table";
import { PDF_VALUE_MAX, pdfText } from "./pdf-value";

async function render(rows: string[][], title = "审计追踪") {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  await writeTablePdf(
    out,
    {
      title,
      facts: [["导出人", "王 芳 (wang.fang)"]],
      columns: [
        { header: "时间", weight: 1 },
        { header: "字段", weight: 1 },
        { header: "新值", weight: 3 },
      ],
      emptyText: "没有条目",
      pageLabel: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
      author: "王 芳",
    },
    rows,
  );
  return readPdf(Buffer.concat(chunks));
}

describe("a table as a PDF", () => {
  it("writes Chinese text that a reader can search, with its title and author in the document's properties", async () => {
    const pdf = await render([["2026-11-23 10:00:00", "反应温度", "25 ℃"]]);
    expect(pdf.info).toMatchObject({ Title: "审计追踪", Author: "王 芳", Creator: "LabLedger" });
    expect(pdf.text).toContain("导出人: 王 芳 (wang.fang)");
    expect(pdf.text).toContain("反应温度 25 ℃");
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toContain("第 1 页，共 1 页");
  });

  it("runs over as many pages as it needs, the column headers and 'page N of M' on each", async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ["2026-11-23", `字段 ${i}`, `值 ${i}`]);
    const pdf = await render(rows);
    expect(pdf.pages.length).toBeGreaterThan(2);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain("时间 字段 新值");
      expect(page).toContain(`第 ${i + 1} 页，共 ${pdf.pages.length} 页`);
    });
    for (const i of [0, 59, 119]) expect(pdf.text).toContain(`字段 ${i} 值 ${i}`);
  });

  it("says so when there is nothing to list", async () => {
    expect((await render([])).text).toContain("没有条目");
  });

  it("keeps a huge value to a bounded cell instead of breaking the page", async () => {
    const pdf = await render([
      ["t", "f", pdfText("长".repeat(5_000))],
      ["t", "after", "next row"],
    ]);
    expect(pdf.text).toContain(`(+${5_000 - PDF_VALUE_MAX})`);
    expect(pdf.text).toContain("after next row");
  });
});

describe("a table drawn into a page of another document", () => {
  it("shows as much of a cell too tall for a row as fits, and says where its whole text is", async () => {
    const doc = new PDFDocument({ size: "A4", margins: { top: 40, bottom: 40, left: 40, right: 40 } });
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    const finished = new Promise((resolve) => out.on("end", resolve));
    doc.pipe(out);
    doc.registerFont("body", cjkFont("regular"));
    doc.registerFont("bold", cjkFont("bold"));
    const asked: Array<{ row: number; column: number }> = [];
    const columns = [
      { header: "行", weight: 1 },
      { header: "备注", weight: 2 },
    ];
    const rows = [
      ["1", "短"],
      ["2", `开头${"长".repeat(3_000)}`],
    ];
    const drawn = drawTable(
      doc,
      {
        columns,
        left: 40,
        width: 300,
        wholeTextAt: ({ row, column }) => {
          asked.push({ row, column });
          return "见注释 1";
        },
      },
      rows,
    );
    doc.end();
    await finished;
    const pdf = await readPdf(Buffer.concat(chunks));
    expect(drawn).toBe(2);
    expect(asked).toEqual([{ row: 1, column: 1 }]);
    expect(pdf.text).toContain("开头长");
    expect(pdf.text).toContain("… 见注释 1");
  });
});

describe("a value's words in a PDF cell", () => {
  it("keeps a short text as it is", () => {
    expect(pdfText("NaBH4")).toBe("NaBH4");
    expect(pdfText("")).toBe("");
  });

  it("shortens a long value and counts the characters left out, by code point", () => {
    const text = pdfText("😀".repeat(PDF_VALUE_MAX + 7));
    expect(text.endsWith("… (+7)")).toBe(true);
    expect([...text.slice(0, text.indexOf("…"))]).toHaveLength(PDF_VALUE_MAX);
  });
});
