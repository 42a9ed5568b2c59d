import { LABEL_LIMITS, LABEL_TYPES, LabelTemplateDefinition } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { BinnedQuery, FileBytes, Id, NewId, Page, Position } from "./shared/schemas";

/** A team resource any member reads, designs and (its owner or an administrator) changes. */
const RESOURCES = { tag: "resources", access: "member" } as const;

export const LabelTemplateBody = LabelTemplateDefinition.extend({ name: z.string().trim().min(1).max(LABEL_LIMITS.name) });

export const LabelTemplate = LabelTemplateBody.extend({
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string().describe("Who created it, by name"),
  binned: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});

export const LabelTemplateQuery = BinnedQuery.extend({
  type: z.enum(LABEL_TYPES).optional(),
  enabled: z.enum(["true", "false"]).optional().describe("true: only templates switched on (offered for printing)"),
});

export const LabelSwitchBody = z.object({ enabled: z.boolean() });

export const LabelPrintBody = z.object({
  templateId: Id,
  items: z
    .array(
      z.object({
        id: Id.describe("A material's or instrument's id; for samples, the sample's code"),
        name: z.string().max(200).optional().describe("Samples only: the sample's name"),
      }),
    )
    .min(1)
    .max(LABEL_LIMITS.printItems),
  copies: z.number().int().min(1).max(LABEL_LIMITS.copies).default(1),
});

export const LabelScanQuery = z.object({ code: z.string().trim().min(1).max(200) });
export const LabelScanned = z.object({
  kind: z.enum(["material", "instrument"]),
  id: z.string(),
  name: z.string().describe("What was scanned, by name"),
});

const route = (operationId: string, method: "get" | "put" | "post", path: string, summary: string) => ({
  operationId,
  method,
  path,
  summary,
  ...RESOURCES,
});

export const labelRoutes = {
  listLabelTemplates: {
    ...route(
      "listLabelTemplates",
      "get",
      "/labels/templates",
      "Label templates, newest first; keyword on the name, ?type= and ?enabled=true narrow; ?binned=true lists the rubbish bin",
    ),
    query: LabelTemplateQuery,
    response: Page(LabelTemplate),
  },
  createLabelTemplate: {
    ...route(
      "createLabelTemplate",
      "post",
      "/labels/templates",
      "Design a label template: name, type, size and page in mm, components (text, barcode, QR code, image ≤ 100 KB, line, circle)",
    ),
    body: LabelTemplateBody,
    response: NewId,
  },
  getLabelTemplate: {
    ...route("getLabelTemplate", "get", "/labels/templates/{id}", "A label template"),
    response: LabelTemplate,
  },
  updateLabelTemplate: {
    ...route(
      "updateLabelTemplate",
      "put",
      "/labels/templates/{id}",
      "Change a label template (the whole definition; owner or administrator)",
    ),
    body: LabelTemplateBody,
    response: Position,
  },
  switchLabelTemplate: {
    ...route(
      "switchLabelTemplate",
      "post",
      "/labels/templates/{id}/switch",
      "Switch a label template on (offered for printing) or off",
    ),
    body: LabelSwitchBody,
    response: Position,
  },
  binLabelTemplate: {
    ...route("binLabelTemplate", "post", "/labels/templates/{id}/bin", "Move a label template to the rubbish bin"),
    response: Position,
  },
  restoreLabelTemplate: {
    ...route("restoreLabelTemplate", "post", "/labels/templates/{id}/restore", "Restore a label template from the rubbish bin"),
    response: Position,
  },
  printLabels: {
    ...route(
      "printLabels",
      "post",
      "/labels/print",
      "Labels of up to 1,000 items as a PDF at the template's exact size in mm (a page per label, or A4 sheets); an unknown item prints nothing",
    ),
    body: LabelPrintBody,
    refuses: [404],
    response: FileBytes(["application/pdf"], "The labels as a PDF"),
  },
  scanLabel: {
    ...route(
      "scanLabel",
      "get",
      "/labels/scan",
      "What a scanned barcode is: a material lot by its barcode or an instrument by its code",
    ),
    query: LabelScanQuery,
    refuses: [404],
    response: LabelScanned,
  },
} as const satisfies Record<string, RouteDefinition>;

export type LabelTemplateBody = z.input<typeof LabelTemplateBody>;
export type LabelTemplate = z.infer<typeof LabelTemplate>;
export type LabelPrintBody = z.input<typeof LabelPrintBody>;
export type LabelScanned = z.infer<typeof LabelScanned>;
