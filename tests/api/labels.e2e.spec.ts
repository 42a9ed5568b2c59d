import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { ADMIN_PASSWORD, startTestService } from "./harness";
import { decodeIn, PT_PER_MM, renderLabelPdf } from "./label-reading";
import { readPdf } from "./pdf-text";

const PASSWORD = "Labels-2026-pass";
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const sized = (head: number[] | string, size: number) => {
  const all = new Uint8Array(size);
  all.set(typeof head === "string" ? Buffer.from(head) : head);
  return all;
};

/** Material lots as their read model holds them (the inventory is built beside this feature). */
const LOTS = [
  {
    id: "mat-1",
    barcode: "MAT-20260001",
    name: "乙酸乙酯 Ethyl acetate",
    unit: "mL",
    quantity: 500,
    expiresOn: "2027-03-31",
    details: {
      lotNumber: "L-12",
      cas: "141-78-6",
      formula: "C4H8O2",
      warehouse: "A",
      sublocation: "A-3",
      supplier: "Sigma",
      purity: "99.5%",
    },
  },
  {
    id: "mat-2",
    barcode: "MAT-20260002",
    name: "Toluene",
    unit: "L",
    quantity: 1,
    expiresOn: "2027-06-30",
    details: { lotNumber: "T-7" },
  },
];
const INSTRUMENT = {
  id: "ins-1",
  code: "INS-0042",
  name: "HPLC 1260",
  model: "Agilent 1260",
  location: "Lab 3",
  calibrationDueOn: "2027-01-15",
};

/** 50 × 30 mm: the name, a Code 128 of the barcode, a QR code of it. */
const template = (changes: Record<string, unknown> = {}) => ({
  name: "Reagent bottle 50×30",
  type: "material",
  width: 50,
  height: 30,
  enabled: true,
  page: { kind: "label" },
  components: [
    { kind: "text", key: "name", x: 2, y: 1, width: 46, height: 5, text: "", field: "name", fontSizePt: 8, bold: true },
    { kind: "text", key: "lot", x: 2, y: 24, width: 30, height: 5, text: "Lot", field: "lotNumber", fontSizePt: 7 },
    { kind: "barcode", key: "code", x: 1, y: 7, width: 31, height: 14, field: "barcode" },
    { kind: "qrcode", key: "qr", x: 33, y: 7, width: 16, height: 16, field: "barcode" },
    { kind: "line", key: "rule", x: 2, y: 22, width: 30, height: 1, orientation: "horizontal", thickness: 0.2 },
  ],
  ...changes,
});

describe("label templates and label printing (issue 20)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  let templateId: string;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const pdfOf = async (r: Response) => {
    expect(r.status, r.status === 200 ? "" : await r.clone().text()).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/pdf");
    return r.arrayBuffer();
  };

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
    const writes = [
      ...LOTS.map((doc) => ({ op: "upsert" as const, collection: "materials", doc, position: 1 })),
      { op: "upsert" as const, collection: "instruments", doc: INSTRUMENT, position: 1 },
    ];
    await api.service.runtime.ports.readStore.commit({ checkpointKey: "labels-test-items", writes, checkpoint: 1 });
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("is designed by a member, listed with its owner, switched off and on, binned and restored", async () => {
    templateId = (await ok(await as("chen", "POST", "/labels/templates", template()))).id;
    const saved = await ok(await as("chen", "GET", `/labels/templates/${templateId}`));
    expect(saved).toMatchObject({
      name: "Reagent bottle 50×30",
      type: "material",
      width: 50,
      ownerName: "chen (printed)",
      enabled: true,
    });
    expect(saved.components[2]).toMatchObject({ kind: "barcode", symbology: "code128", padding: 0 });
    await ok(await as("chen", "POST", `/labels/templates/${templateId}/switch`, { enabled: false }));
    const { rows: on } = await ok(await as("chen", "GET", "/labels/templates?enabled=true"));
    expect(on).toEqual([]);
    await refused(await as("li", "POST", `/labels/templates/${templateId}/switch`, { enabled: true }), 403);
    await ok(await as("chen", "POST", `/labels/templates/${templateId}/switch`, { enabled: true }));
    await ok(await as("chen", "POST", `/labels/templates/${templateId}/bin`));
    expect((await ok(await as("chen", "GET", "/labels/templates?binned=true"))).rows.map((r: { id: string }) => r.id)).toEqual([
      templateId,
    ]);
    await ok(await as("admin", "POST", `/labels/templates/${templateId}/restore`));
    expect((await ok(await as("chen", "GET", "/labels/templates?type=material&enabled=true"))).total).toBe(1);
  });

  it("prints a material's label at exactly 50 × 30 mm, and its barcode and QR code read back as the lot's barcode", async () => {
    const bytes = await pdfOf(
      await as("chen", "POST", "/labels/print", { templateId, items: [{ id: "mat-1" }, { id: "mat-2" }] }),
    );
    const { sizes, image } = await renderLabelPdf(bytes);
    expect(sizes).toHaveLength(2);
    for (const [width, height] of sizes) {
      expect(width).toBeCloseTo(50 * PT_PER_MM, 2);
      expect(height).toBeCloseTo(30 * PT_PER_MM, 2);
    }
    expect(decodeIn(image, { x: 1, y: 7, width: 31, height: 14 }, "code128")).toBe("MAT-20260001");
    expect(decodeIn(image, { x: 33, y: 7, width: 16, height: 16 }, "qr")).toBe("MAT-20260001");
    const { pages } = await readPdf(bytes);
    expect(pages[0]).toContain("乙酸乙酯 Ethyl acetate");
    expect(pages[0]).toContain("Lot L-12");
    expect(pages[1]).toContain("Toluene");
  });

  it("prints A4 sheets of labels in a grid, copies one after the other", async () => {
    const page = { kind: "sheet", paper: "A4", columns: 3, rows: 8, marginTop: 10, marginLeft: 10, gapX: 5, gapY: 5 };
    const sheetId = (await ok(await as("chen", "POST", "/labels/templates", template({ name: "Sheet of 24", page })))).id;
    const bytes = await pdfOf(
      await as("chen", "POST", "/labels/print", { templateId: sheetId, items: [{ id: "mat-1" }, { id: "mat-2" }], copies: 13 }),
    );
    const { sizes, image } = await renderLabelPdf(bytes);
    expect(sizes.map(([w, h]) => [w.toFixed(2), h.toFixed(2)])).toEqual([
      [(210 * PT_PER_MM).toFixed(2), (297 * PT_PER_MM).toFixed(2)],
      [(210 * PT_PER_MM).toFixed(2), (297 * PT_PER_MM).toFixed(2)],
    ]);
    // The 14th label (row 5, column 2) is the second lot's first copy.
    expect(decodeIn(image, { x: 10 + 55 + 33, y: 10 + 4 * 35 + 7, width: 16, height: 16 }, "qr")).toBe("MAT-20260002");
  });

  it("prints instruments and samples by their own fields", async () => {
    const instrument = {
      name: "Instrument tag",
      type: "instrument",
      components: [
        { kind: "text", key: "name", x: 2, y: 1, width: 46, height: 5, field: "name", fontSizePt: 8 },
        { kind: "qrcode", key: "qr", x: 2, y: 7, width: 20, height: 20, field: "code" },
        { kind: "text", key: "due", x: 24, y: 8, width: 24, height: 5, text: "Due", field: "calibrationDueOn", fontSizePt: 7 },
      ],
    };
    const instrumentId = (await ok(await as("chen", "POST", "/labels/templates", template(instrument)))).id;
    const bytes = await pdfOf(await as("chen", "POST", "/labels/print", { templateId: instrumentId, items: [{ id: "ins-1" }] }));
    expect(decodeIn((await renderLabelPdf(bytes)).image, { x: 2, y: 7, width: 20, height: 20 }, "qr")).toBe("INS-0042");
    expect((await readPdf(bytes)).text).toContain("Due 2027-01-15");
    const sampleId = (
      await ok(
        await as(
          "chen",
          "POST",
          "/labels/templates",
          template({ ...instrument, name: "Sample tag", type: "sample", components: instrument.components.slice(0, 2) }),
        ),
      )
    ).id;
    const sample = await pdfOf(
      await as("chen", "POST", "/labels/print", { templateId: sampleId, items: [{ id: "S-001", name: "粗品 crude" }] }),
    );
    expect((await readPdf(sample)).text).toContain("粗品 crude");
  });

  it("refuses an unknown item with a message naming it, and a template switched off; prints nothing", async () => {
    const answer = await refused(
      await as("chen", "POST", "/labels/print", { templateId, items: [{ id: "mat-1" }, { id: "mat-404" }] }),
      404,
    );
    expect(answer.message).toBe("No such item to label: mat-404");
    await refused(await as("chen", "POST", "/labels/print", { templateId: "nope", items: [{ id: "mat-1" }] }), 404);
    await ok(await as("chen", "POST", `/labels/templates/${templateId}/switch`, { enabled: false }));
    const off = await refused(await as("chen", "POST", "/labels/print", { templateId, items: [{ id: "mat-1" }] }), 409);
    expect(off.message).toBe("This label template is switched off");
    await ok(await as("chen", "POST", `/labels/templates/${templateId}/switch`, { enabled: true }));
    await refused(
      await as("chen", "POST", "/labels/print", { templateId, items: Array.from({ length: 1001 }, () => ({ id: "mat-1" })) }),
      400,
    );
  });

  it("refuses a label icon that is not a png, jpg or svg by its content, or is over 100 KB", async () => {
    const image = (mediaType: string, bytes: Uint8Array) =>
      template({
        name: "With logo",
        components: [{ kind: "image", key: "logo", x: 1, y: 1, width: 10, height: 10, mediaType, data: base64(bytes) }],
      });
    const exe = sized("MZ\x90\x00\x03 This program cannot be run in DOS mode.", 4096);
    const program = await refused(await as("chen", "POST", "/labels/templates", image("image/png", exe)), 400);
    expect(program.message).toBe("The label icon must be a png, jpg or svg image");
    const zh = await refused(await as("chen", "POST", "/labels/templates", image("image/png", exe), "zh-CN"), 400);
    expect(zh.message).toBe("标签图标须为 png、jpg 或 svg 图片");
    const big = await refused(await as("chen", "POST", "/labels/templates", image("image/png", sized(PNG, 100 * 1024 + 1))), 400);
    expect(big.message).toBe("The label icon must be at most 100 KB");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>');
    const logoId = (await ok(await as("chen", "POST", "/labels/templates", image("image/svg+xml", svg)))).id;
    await pdfOf(await as("chen", "POST", "/labels/print", { templateId: logoId, items: [{ id: "mat-1" }] }));
  });

  it("asks label names and KEYs unique and well formed, and label numbers positive with at most two decimals", async () => {
    const taken = await refused(await as("li", "POST", "/labels/templates", template({ name: "reagent BOTTLE 50×30" })), 409);
    expect(taken.message).toBe("A label template named reagent BOTTLE 50×30 already exists");
    const invalid = await refused(await as("li", "POST", "/labels/templates", template({ name: "a/b" })), 400);
    expect(invalid.message).toBe('Label names must not contain / : * ? " < > |');
    await refused(await as("li", "POST", "/labels/templates", template({ name: "x".repeat(50) })), 400);
    const twice = template({ name: "Twice" });
    (twice.components as Array<{ key: string }>)[1]!.key = "name";
    expect((await refused(await as("li", "POST", "/labels/templates", twice), 400)).message).toBe("The KEY name is used twice");
    expect(
      (await refused(await as("li", "POST", "/labels/templates", template({ name: "Odd", width: 50.125 })), 400)).message,
    ).toBe("Label numbers must be positive: an integer or with two decimals");
    expect(
      (await refused(await as("li", "POST", "/labels/templates", template({ name: "Small", width: 30 })), 400)).message,
    ).toBe("The component name must lie inside the label");
  });

  it("opens what a scanned barcode is: a material lot or an instrument; otherwise “Material barcode does not exist”", async () => {
    expect(await ok(await as("chen", "GET", "/labels/scan?code=MAT-20260002"))).toEqual({
      kind: "material",
      id: "mat-2",
      name: "Toluene",
    });
    expect(await ok(await as("chen", "GET", "/labels/scan?code=INS-0042"))).toEqual({
      kind: "instrument",
      id: "ins-1",
      name: "HPLC 1260",
    });
    expect((await refused(await as("chen", "GET", "/labels/scan?code=NOPE-1"), 404)).message).toBe(
      "Material barcode does not exist",
    );
    expect((await refused(await as("chen", "GET", "/labels/scan?code=NOPE-1", undefined, "zh-CN"), 404)).message).toBe(
      "物料条码不存在",
    );
  });
});
