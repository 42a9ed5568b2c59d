import { labelImageProblem, labelImageType } from "@labledger/domain/labels/label-image";
import type { LabelValues } from "@labledger/domain/labels/label-layout";
import type { LabelComponent, LabelTemplateDefinition, LabelType } from "@labledger/domain/labels/label-rules";
import { LABEL_FIELDS, LABEL_LIMITS } from "@labledger/events/catalogue/labels-values";

export type { LabelComponent, LabelTemplateDefinition, LabelType };
export type ComponentKind = LabelComponent["kind"];

/** A length as the designer keeps it: mm with at most two decimals (spec §5). */
export const roundMm = (n: number) => Math.round(n * 100) / 100;

/** A new template: a 50 × 30 mm material label, one label per page, switched on, empty. */
export const newTemplate = (): LabelTemplateDefinition => ({
  name: "",
  type: "material",
  width: 50,
  height: 30,
  enabled: true,
  page: { kind: "label" },
  components: [],
});

/** The first free KEY of a kind: text1, text2, …, barcode1. */
function freeKey(kind: ComponentKind, components: readonly LabelComponent[]): string {
  const taken = new Set(components.map((c) => c.key));
  let n = 1;
  while (taken.has(`${kind}${n}`)) n++;
  return `${kind}${n}`;
}

/**
 * A component added from the palette, at the top left, sized to fit the label: a text of the
 * type's name field, a barcode and a QR code of its first field, a line across, a circle.
 */
export function newComponent(kind: Exclude<ComponentKind, "image">, template: LabelTemplateDefinition): LabelComponent {
  const field = LABEL_FIELDS[template.type][0];
  const fit = (w: number, h: number) => ({ width: Math.min(w, template.width - 1), height: Math.min(h, template.height - 1) });
  const base = { key: freeKey(kind, template.components), x: 1, y: 1, padding: 0 };
  switch (kind) {
    case "text":
      return { kind, ...base, ...fit(30, 5), text: "", field: "name", fontSizePt: 8, bold: false, align: "left", wrap: false };
    case "barcode":
      return { kind, ...base, ...fit(30, 12), field, symbology: "code128" };
    case "qrcode": {
      const side = Math.min(14, template.width - 1, template.height - 1);
      return { kind, ...base, width: side, height: side, field, errorCorrection: "M" };
    }
    case "line":
      return { kind, ...base, ...fit(30, 1), orientation: "horizontal", thickness: 0.2 };
    case "circle":
      return { kind, ...base, ...fit(6, 6), thickness: 0.3 };
  }
}

export const imageComponent = (
  template: LabelTemplateDefinition,
  mediaType: Extract<LabelComponent, { kind: "image" }>["mediaType"],
  data: string,
): LabelComponent => ({
  kind: "image",
  key: freeKey("image", template.components),
  x: 1,
  y: 1,
  width: Math.min(10, template.width - 1),
  height: Math.min(10, template.height - 1),
  padding: 0,
  mediaType,
  data,
});

/** A component moved by (dx, dy) mm, kept inside the label, to two decimals. */
export function moved(
  c: LabelComponent,
  dx: number,
  dy: number,
  template: Pick<LabelTemplateDefinition, "width" | "height">,
): LabelComponent {
  const x = roundMm(Math.min(Math.max(0, c.x + dx), Math.max(0, template.width - c.width)));
  const y = roundMm(Math.min(Math.max(0, c.y + dy), Math.max(0, template.height - c.height)));
  return { ...c, x, y };
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * A picked file as a label icon (spec §5: png, jpg or svg, at most 100 KB), read by its content
 * whatever its name says; or why not (`type`, `size`), before anything is sent.
 */
export async function readLabelImage(
  file: Blob,
): Promise<{ mediaType: "image/png" | "image/jpeg" | "image/svg+xml"; data: string } | { problem: "type" | "size" }> {
  if (file.size > LABEL_LIMITS.imageBytes) return { problem: "size" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mediaType = labelImageType(bytes);
  const problem = mediaType ? labelImageProblem(mediaType, bytes) : "type";
  return problem || !mediaType ? { problem: problem ?? "type" } : { mediaType, data: toBase64(bytes) };
}

/** What the preview prints in each field: the field's name in the reader's language, codes that scan. */
export function previewValues(type: LabelType, fieldName: (field: string) => string): LabelValues {
  const values: Record<string, string> = {};
  for (const field of LABEL_FIELDS[type]) values[field] = fieldName(field);
  if (type === "material") values.barcode = "MAT-0001";
  else values.code = type === "instrument" ? "INS-0001" : "S-0001";
  return values;
}

/** The design differs from what was saved (the exit confirm asks before it is lost: spec §8). */
export const isUnsaved = (saved: LabelTemplateDefinition, draft: LabelTemplateDefinition) =>
  JSON.stringify(saved) !== JSON.stringify(draft);
