import { describe, expect, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { materialLabel } from "./label-fixtures";
import { labelImageProblem } from "./label-image";
import { layOutLabels, symbolModules, symbolPlacement } from "./label-layout";
import { checkLabelTemplate, isLabelNumber, type LabelComponent } from "./label-rules";
import { labelTemplate } from "./label-template";
import { materialLabelValues } from "./label-values";

const owner = { memberId: "m1", isOrganisationAdmin: false };
const other = { memberId: "m2", isOrganisationAdmin: false };
const admin = { memberId: "a", isOrganisationAdmin: true };
const definition = materialLabel();
const saved = { type: "LabelTemplateSaved" as const, data: { templateId: "t1", ownerId: "m1", ...definition } };
const binned = { type: "LabelTemplateBinned" as const, data: { templateId: "t1" } };
const save = (
  actor: typeof owner,
  mustExist: boolean,
  changes: Parameters<typeof materialLabel>[0] = {},
  takenNames: string[] = [],
) => ({
  type: "SaveLabelTemplate" as const,
  templateId: "t1",
  definition: materialLabel(changes),
  takenNames,
  actor,
  mustExist,
});
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return (error as { key: string }).key;
  }
  return undefined;
};
const withComponent = (c: Partial<LabelComponent>, index = 0) =>
  materialLabel({ components: definition.components.map((x, i) => (i === index ? ({ ...x, ...c } as LabelComponent) : x)) });
const b64 = (bytes: number[] | string, size = 0) => {
  const head = typeof bytes === "string" ? new TextEncoder().encode(bytes) : Uint8Array.from(bytes);
  const all = new Uint8Array(Math.max(size, head.length));
  all.set(head);
  return btoa(String.fromCharCode(...all));
};

describe("a label template (spec §3, the label template print designer)", () => {
  const given = specification(labelTemplate).given;
  it("is designed by any member, who owns it; switched off and on, binned and restored by its owner or an administrator", () => {
    given([]).when(save(owner, false)).then([saved]);
    given([saved])
      .when(save(admin, true, { name: "Bottle" }))
      .then([{ ...saved, data: { ...saved.data, name: "Bottle" } }]);
    given([saved]).when(save(other, true)).thenThrows("rubbishBin.notYours");
    given([saved])
      .when({ type: "SwitchLabelTemplate", templateId: "t1", enabled: false, actor: owner })
      .then([{ type: "LabelTemplateSwitched", data: { templateId: "t1", enabled: false } }]);
    given([saved]).when({ type: "SwitchLabelTemplate", templateId: "t1", enabled: true, actor: owner }).then([]);
    given([saved]).when({ type: "BinLabelTemplate", templateId: "t1", actor: other }).thenThrows("rubbishBin.notYours");
    given([saved]).when({ type: "BinLabelTemplate", templateId: "t1", actor: owner }).then([binned]);
    given([saved, binned])
      .when({ type: "RestoreLabelTemplate", templateId: "t1", actor: admin })
      .then([{ type: "LabelTemplateRestored", data: { templateId: "t1" } }]);
    given([]).when(save(owner, true)).thenThrows("label.notFound");
    given([saved, binned]).when(save(owner, true)).thenThrows("rubbishBin.inRubbishBin");
  });

  it("refuses a label name that is another template's, or holds / : * ? \" < > |, or is 50 characters or more", () => {
    given([])
      .when(save(owner, false, {}, ["reagent BOTTLE"]))
      .thenThrows("label.name.taken");
    for (const name of ["a/b", "a:b", "a*b", "a?b", 'a"b', "a<b", "a>b", "a|b"])
      given([])
        .when(save(owner, false, { name }))
        .thenThrows("label.name.invalid");
    given([])
      .when(save(owner, false, { name: "x".repeat(50) }))
      .thenThrows("label.name.tooLong");
    given([])
      .when(save(owner, false, { name: "x".repeat(49) }))
      .then([{ ...saved, data: { ...saved.data, name: "x".repeat(49) } }]);
    given([])
      .when(save(owner, false, { name: "  " }))
      .thenThrows("label.name.required");
  });

  it("asks every component's KEY: required, well formed and unique in the template", () => {
    expect(refusal(() => checkLabelTemplate(withComponent({ key: "" }), []))).toBe("label.key.required");
    expect(refusal(() => checkLabelTemplate(withComponent({ key: "a|b" }), []))).toBe("label.key.invalid");
    expect(refusal(() => checkLabelTemplate(withComponent({ key: "code" }), []))).toBe("label.key.taken");
  });

  it("takes label numbers positive, an integer or with two decimals", () => {
    expect([1, 0.5, 12.25, 30].every((n) => isLabelNumber(n))).toBe(true);
    expect([0, -1, 1.234, Number.NaN].some((n) => isLabelNumber(n))).toBe(false);
    expect(refusal(() => checkLabelTemplate(materialLabel({ width: 50.125 }), []))).toBe("label.number");
    expect(refusal(() => checkLabelTemplate(withComponent({ height: 0 }), []))).toBe("label.number");
    expect(refusal(() => checkLabelTemplate(withComponent({ x: 2.001 }), []))).toBe("label.number");
  });

  it("keeps every component inside the label, and prints only its type's fields", () => {
    expect(refusal(() => checkLabelTemplate(withComponent({ x: 10, width: 40.01 }), []))).toBe("label.outside");
    expect(refusal(() => checkLabelTemplate(withComponent({ x: 4, width: 46 }), []))).toBeUndefined();
    expect(refusal(() => checkLabelTemplate(withComponent({ field: "model" } as Partial<LabelComponent>, 1), []))).toBe(
      "label.field",
    );
  });

  it("puts a sheet's grid on its paper: 3 × 9 labels of 50 × 30 mm fit on A4, 5 across do not", () => {
    const sheet = { kind: "sheet" as const, paper: "A4" as const, rows: 9, marginTop: 10, marginLeft: 10, gapX: 5, gapY: 0 };
    expect(refusal(() => checkLabelTemplate(materialLabel({ page: { ...sheet, columns: 3 } }), []))).toBeUndefined();
    expect(refusal(() => checkLabelTemplate(materialLabel({ page: { ...sheet, columns: 5 } }), []))).toBe("label.sheetOverflow");
  });
});

describe("a label icon: png, jpg or svg, at most 100 KB, by its content (spec §5)", () => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  it("takes a png, a jpg and an svg that are what they say", () => {
    expect(labelImageProblem("image/png", b64(png, 64))).toBeUndefined();
    expect(labelImageProblem("image/jpeg", b64([0xff, 0xd8, 0xff, 0xe0], 64))).toBeUndefined();
    expect(
      labelImageProblem("image/svg+xml", b64('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
  });
  it("refuses a program named .png, a png called svg, and anything over 100 KB", () => {
    expect(labelImageProblem("image/png", b64("MZ\x90\x00 This program cannot be run in DOS mode", 2048))).toBe("type");
    expect(labelImageProblem("image/svg+xml", b64(png, 64))).toBe("type");
    expect(labelImageProblem("image/png", b64(png, 100 * 1024 + 1))).toBe("size");
    expect(labelImageProblem("image/png", b64(png, 100 * 1024))).toBeUndefined();
    expect(labelImageProblem("image/png", "not base64!")).toBe("type");
  });
});

describe("laying labels out in mm (what the PDF and the preview draw)", () => {
  const lot = materialLabelValues({
    id: "m1",
    barcode: "MAT-0001",
    name: "乙酸乙酯 Ethyl acetate",
    unit: "mL",
    quantity: 500,
    expiresOn: "2027-03-31T00:00:00.000Z",
    details: { lotNumber: "L-12" },
  });
  it("given one label per page, when 2 items are printed twice, then 4 pages of the label's size, each with its item's values", () => {
    const layout = layOutLabels(definition, [lot, { ...lot, barcode: "MAT-0002" }], 2);
    expect([layout.width, layout.height, layout.pages.length]).toEqual([50, 30, 4]);
    expect(layout.pages.map((p) => p.find((x) => x.kind === "barcode"))).toMatchObject([
      { value: "MAT-0001" },
      { value: "MAT-0001" },
      { value: "MAT-0002" },
      { value: "MAT-0002" },
    ]);
    expect(layout.pages[0]?.[0]).toMatchObject({ kind: "text", text: "乙酸乙酯 Ethyl acetate", x: 2, y: 1, width: 46 });
    expect(layout.pages[0]?.[1]).toMatchObject({ kind: "barcode", x: 2.5, y: 7.5, width: 29, height: 11 });
    expect(layout.pages[0]?.[3]).toEqual({ kind: "line", x1: 2, y1: 22.5, x2: 48, y2: 22.5, thickness: 0.2 });
    expect(lot).toMatchObject({ quantity: "500 mL", expiresOn: "2027-03-31", lotNumber: "L-12" });
  });
  it("given an A4 sheet of 3 × 9, when 28 labels are printed, then two sheets, the 4th label in the second row", () => {
    const page = {
      kind: "sheet" as const,
      paper: "A4" as const,
      columns: 3,
      rows: 9,
      marginTop: 10,
      marginLeft: 10,
      gapX: 5,
      gapY: 0,
    };
    const layout = layOutLabels(
      materialLabel({ page }),
      Array.from({ length: 28 }, () => lot),
    );
    expect([layout.width, layout.height, layout.pages.length]).toEqual([210, 297, 2]);
    const names = layout.pages[0]?.filter((p) => p.kind === "text");
    expect(names?.[3]).toMatchObject({ x: 12, y: 41 });
    expect(names?.[1]).toMatchObject({ x: 67, y: 11 });
  });
  it("draws nothing for a field the item lacks, and no Code 128 of text it cannot encode", () => {
    const primitives = layOutLabels(definition, [{ name: "x", barcode: "瓶" }]).pages[0] ?? [];
    expect(primitives.map((p) => p.kind)).toEqual(["text", "qrcode", "line", "circle"]);
  });
});

describe("a barcode's and a QR code's modules, as both renderers draw them", () => {
  it("lays a Code 128's bars out from its widths, 10 quiet modules each side", () => {
    expect(symbolModules("barcode", [{ sbs: [2, 1, 1, 3, 1] }])).toEqual({
      width: 28,
      height: 1,
      rects: [
        [10, 0, 2, 1],
        [13, 0, 1, 1],
        [17, 0, 1, 1],
      ],
    });
  });
  it("merges a QR code's dark modules into runs per row, 4 quiet modules around", () => {
    const modules = symbolModules("qrcode", [{ pixs: [1, 1, 0, 0, 1, 1], pixx: 3, pixy: 2 }]);
    expect(modules).toEqual({
      width: 11,
      height: 10,
      rects: [
        [4, 4, 2, 1],
        [5, 5, 2, 1],
      ],
    });
  });
  it("places a barcode over its box and a QR code square in its middle", () => {
    const modules = { width: 20, height: 20, rects: [] };
    const qr = { kind: "qrcode" as const, x: 10, y: 0, width: 20, height: 10, value: "x", errorCorrection: "M" as const };
    expect(symbolPlacement(qr, modules)).toEqual({ x: 15, y: 0, scaleX: 0.5, scaleY: 0.5 });
  });
});
