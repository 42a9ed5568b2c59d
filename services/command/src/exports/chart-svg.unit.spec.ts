import { chartOption } from "@labledger/domain";
import PDFDocument from "pdfkit";
import { describe, expect, it, vi } from "vitest";
import { readPdf } from "../../../../tests/api/pdf-text";
import { chartSvg } from "./chart-svg";
import { cjkFont } from "./cjk-font";
import { drawSvg, withoutTextHalos } from "./svg-figure";

const data = { chartId: "c1", title: "各批次收率", xLabel: "记录", categories: ["批次一", "批次二"] } as const;

describe("a report chart drawn on the server", () => {
  it("draws every chart kind as SVG with ECharts, with no warning of a part it lacks", async () => {
    const warn = vi.spyOn(console, "warn");
    for (const type of ["bar", "line", "pie"] as const) {
      const svg = await chartSvg(chartOption({ ...data, type, series: [{ name: "收率", data: [72, 81.5] }] }), 600, 300);
      expect(svg).toMatch(/^<svg[^>]*width="600" height="300"/);
      expect(svg).toContain("各批次收率");
    }
    const scatter = chartOption({ ...data, type: "scatter", categories: [], series: [{ name: "收率", data: [[1, 72]] }] });
    expect(await chartSvg(scatter, 600, 300)).toContain("<svg");
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("puts the chart into a PDF as vector shapes and text in the embedded Chinese font, value labels without their halo", async () => {
    const svg = await chartSvg(
      chartOption({ ...data, type: "bar", series: [{ name: "收率", data: [72, 81.5] }] }, { fontFamily: "Noto Sans SC" }),
      600,
      300,
    );
    expect(svg).toContain('paint-order="stroke"');
    expect(withoutTextHalos(svg)).not.toContain("paint-order");
    const doc = new PDFDocument({ size: "A4", layout: "landscape" });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => doc.on("end", resolve));
    doc.registerFont("body", cjkFont("regular"));
    doc.registerFont("bold", cjkFont("bold"));
    drawSvg(doc, svg, { x: 30, y: 30, width: 450, height: 225 });
    doc.end();
    await ended;
    const bytes = Buffer.concat(chunks);
    const pdf = await readPdf(bytes);
    for (const words of ["各批次收率", "批次一", "批次二", "记录", "72", "81.5"]) expect(pdf.text).toContain(words);
    expect(bytes.toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
    expect(bytes.toString("latin1")).toContain("NotoSansSC");
  });
});
