import { z } from "zod";
import { defineEvent } from "./define";
import { LABEL_COMPONENT_KINDS, LABEL_IMAGE_TYPES, LABEL_LIMITS, LABEL_TYPES } from "./labels-values";

export { LABEL_COMPONENT_KINDS, LABEL_FIELDS, LABEL_IMAGE_TYPES, LABEL_LIMITS, LABEL_PAPERS, LABEL_TYPES } from "./labels-values";

const id = z.string().min(1).max(64);
/** A length in millimetres; the domain asks for positive numbers with at most two decimals (spec §5). */
const mm = z.number().min(0).max(LABEL_LIMITS.sideMm);

const placed = {
  key: z.string().max(LABEL_LIMITS.key).describe("The component's KEY: required, unique in its template"),
  x: mm.describe("Left edge from the label's left, mm"),
  y: mm.describe("Top edge from the label's top, mm"),
  width: mm,
  height: mm,
  padding: mm.default(0).describe("Inner space on every side, mm"),
};
/** What an item prints in a component: one of its type's fields (LABEL_FIELDS). */
const field = z.string().max(40);

export const LabelComponent = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal(LABEL_COMPONENT_KINDS[0]),
    ...placed,
    text: z.string().max(LABEL_LIMITS.text).default("").describe("Fixed text, before the field's value if both are given"),
    field: field.optional(),
    fontSizePt: z.number().min(LABEL_LIMITS.fontSizePt.min).max(LABEL_LIMITS.fontSizePt.max),
    bold: z.boolean().default(false),
    align: z.enum(["left", "center", "right"]).default("left"),
    wrap: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal(LABEL_COMPONENT_KINDS[1]),
    ...placed,
    field,
    symbology: z.enum(["code128"]).default("code128"),
  }),
  z.object({
    kind: z.literal(LABEL_COMPONENT_KINDS[2]),
    ...placed,
    field,
    errorCorrection: z.enum(["L", "M", "Q", "H"]).default("M").describe("The tolerance rate: how much of the code may be lost"),
  }),
  z.object({
    kind: z.literal(LABEL_COMPONENT_KINDS[3]),
    ...placed,
    mediaType: z.enum(LABEL_IMAGE_TYPES),
    data: z
      .string()
      .max(Math.ceil((LABEL_LIMITS.imageBytes * 4) / 3) + 16)
      .describe("The image's bytes in base64"),
  }),
  z.object({
    kind: z.literal(LABEL_COMPONENT_KINDS[4]),
    ...placed,
    orientation: z.enum(["horizontal", "vertical"]),
    thickness: mm.describe("Stroke, mm"),
  }),
  z.object({ kind: z.literal(LABEL_COMPONENT_KINDS[5]), ...placed, thickness: mm.describe("Stroke, mm") }),
]);

export const LabelPage = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("label").describe("One label per page, the page the label's size") }),
  z.object({
    kind: z.literal("sheet").describe("Labels in a grid on a sheet of paper"),
    paper: z.enum(["A4"]),
    columns: z.number().int().min(1).max(LABEL_LIMITS.grid),
    rows: z.number().int().min(1).max(LABEL_LIMITS.grid),
    marginTop: mm,
    marginLeft: mm,
    gapX: mm,
    gapY: mm,
  }),
]);

/** A label template's whole definition (spec §3): what the designer saves. */
export const LabelTemplateDefinition = z.object({
  name: z.string().min(1).max(LABEL_LIMITS.name),
  type: z.enum(LABEL_TYPES),
  width: mm.describe("Label width, mm"),
  height: mm.describe("Label height, mm"),
  enabled: z.boolean().describe("On/off: only a template that is on is offered for printing"),
  page: LabelPage,
  components: z.array(LabelComponent).max(LABEL_LIMITS.components),
});

export const LabelTemplateSaved = defineEvent({
  type: "LabelTemplateSaved",
  version: 1,
  description:
    "A label template was created or changed in the label designer: its name, type, size and page in mm, on/off and its components (the whole definition).",
  schema: LabelTemplateDefinition.extend({ templateId: id, ownerId: id.describe("Who created it (kept on later saves)") }),
});

export const LabelTemplateSwitched = defineEvent({
  type: "LabelTemplateSwitched",
  version: 1,
  description: "A label template was switched on (offered for printing) or off.",
  schema: z.object({ templateId: id, enabled: z.boolean() }),
});

export const LabelTemplateBinned = defineEvent({
  type: "LabelTemplateBinned",
  version: 1,
  description: "A label template was moved to the rubbish bin (it can be restored).",
  schema: z.object({ templateId: id }),
});

export const LabelTemplateRestored = defineEvent({
  type: "LabelTemplateRestored",
  version: 1,
  description: "A label template was restored from the rubbish bin.",
  schema: z.object({ templateId: id }),
});
