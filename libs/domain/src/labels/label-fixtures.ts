import type { LabelTemplateDefinition } from "./label-rules";

/** A 50 × 30 mm material label: the name, a Code 128 of the barcode, a QR code of it, a line and a circle. */
export const materialLabel = (changes: Partial<LabelTemplateDefinition> = {}): LabelTemplateDefinition => ({
  name: "Reagent bottle",
  type: "material",
  width: 50,
  height: 30,
  enabled: true,
  page: { kind: "label" },
  components: [
    {
      kind: "text",
      key: "name",
      x: 2,
      y: 1,
      width: 46,
      height: 5,
      padding: 0,
      text: "",
      field: "name",
      fontSizePt: 8,
      bold: true,
      align: "left",
      wrap: false,
    },
    { kind: "barcode", key: "code", x: 2, y: 7, width: 30, height: 12, padding: 0.5, field: "barcode", symbology: "code128" },
    { kind: "qrcode", key: "qr", x: 34, y: 7, width: 14, height: 14, padding: 0, field: "barcode", errorCorrection: "M" },
    { kind: "line", key: "rule", x: 2, y: 22, width: 46, height: 1, padding: 0, orientation: "horizontal", thickness: 0.2 },
    { kind: "circle", key: "dot", x: 44, y: 24, width: 4, height: 4, padding: 0, thickness: 0.3 },
  ],
  ...changes,
});
