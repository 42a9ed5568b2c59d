import { MATERIAL_LIMITS, MATERIAL_UNITS, MaterialDetails } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { Id, IsoDay, ListQuery, NewId, Page, Position } from "./shared/schemas";

/** Spec §3/§6: maintaining material resources is always allowed to members. */
const INVENTORY = { tag: "inventory", access: "member" } as const;

const Unit = z.enum(MATERIAL_UNITS);
const Amount = z.number().positive().max(1e12);

export const MaterialDescriptionBody = z.object({
  name: z.string().trim().min(1).max(MATERIAL_LIMITS.name),
  categoryId: Id.nullable().default(null).describe("Its self-made category, whose own columns `extra` fills"),
  details: MaterialDetails.default({}).describe(
    "The spec's §3 fields as text (CAS is checked by its check digit; formula and molecular weight come from the structure when one is given)",
  ),
  extra: z.record(z.string().max(64), z.string().max(MATERIAL_LIMITS.text)).default({}),
  molFile: z.string().min(1).max(MATERIAL_LIMITS.molFile).nullable().default(null),
  expiresOn: IsoDay.nullable().default(null),
});

export const RegisterMaterialBody = MaterialDescriptionBody.extend({
  barcode: z
    .string()
    .trim()
    .min(1)
    .max(MATERIAL_LIMITS.barcode)
    .optional()
    .describe("The bottle's barcode (printable ASCII, Code 128); a new one is made when none is given. It never changes"),
  quantity: z.number().nonnegative().max(1e12).describe("What was received, in `unit`"),
  unit: Unit,
});

export const MaterialListQuery = ListQuery.extend({
  categoryId: Id.optional(),
  expiry: z.enum(["expired", "aboutToExpire", "valid"]).optional().describe("Spec §9 expiry states, on today's date"),
  available: z.enum(["true", "false"]).optional(),
});

export const ReceiveMaterialBody = z.object({ amount: Amount, unit: Unit });
export const MaterialAvailabilityBody = z.object({ available: z.boolean() });

export const UseMaterialBody = z.object({
  usageId: Id.describe("The row's own usage id (a retry with the same id records nothing more)"),
  amount: Amount,
  unit: Unit,
  experimentId: Id,
  moduleId: Id,
  rowId: z.string().min(1).max(64),
});
export const CorrectUsageBody = z.object({
  amount: z.number().nonnegative().max(1e12).describe("What the row now says was used (0 when the row is removed)"),
  unit: Unit,
});

const ExpiryState = z.enum(["expired", "aboutToExpire", "valid"]);

export const MaterialRow = z.object({
  id: z.string(),
  barcode: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().describe("Its self-made category by name, or empty"),
  details: MaterialDetails,
  extra: z.record(z.string(), z.string()),
  quantity: z.number().describe("What is left, in `unit`"),
  initialQuantity: z.number(),
  unit: Unit,
  expiresOn: z.string().nullable(),
  expiryState: ExpiryState.describe("Spec §9, on today's date with the organisation's warning days"),
  available: z.boolean(),
  hasStructure: z.boolean(),
  usageCount: z.number().int(),
  registeredAt: z.string(),
  registeredBy: z.string(),
  updatedAt: z.string(),
});
export const Material = MaterialRow.extend({ molFile: z.string().nullable() });

export const MaterialMovement = z.object({
  id: z.string(),
  kind: z.enum(["registered", "received", "used"]),
  amount: z.number(),
  unit: Unit,
  remaining: z.number().describe("What was left after it"),
  at: z.string(),
  by: z.string().describe("Who, by name"),
  usageId: z.string().optional(),
  experimentId: z.string().optional(),
  recordNumber: z.string().optional().describe("The record it went into (only when the caller may view it)"),
  recordTitle: z.string().optional(),
  recordVisible: z.boolean().optional(),
  warnings: z.array(z.string()).optional().describe("What the settings let through, in words"),
  corrections: z.array(z.object({ from: z.number(), to: z.number(), unit: Unit, at: z.string(), by: z.string() })).optional(),
});

export const UsageRecorded = z.object({
  remaining: z.number(),
  unit: Unit,
  used: z.number().describe("What was taken, in the lot's unit"),
  warnings: z.array(z.string()).describe("What the settings let through, in the caller's language"),
  position: z.number(),
});

const route = (operationId: string, method: RouteDefinition["method"], path: string, summary: string) => ({
  operationId,
  method,
  path,
  summary,
  ...INVENTORY,
});

export const materialRoutes = {
  listMaterials: {
    ...route(
      "listMaterials",
      "get",
      "/materials",
      "The inventory's material lots, newest change first: keyword on name, barcode, CAS, lot, supplier, place; filter by category, expiry state and availability",
    ),
    query: MaterialListQuery,
    response: Page(MaterialRow),
  },
  registerMaterial: {
    ...route("registerMaterial", "post", "/materials", "Register a material lot (spec §3 Material and inventory)"),
    body: RegisterMaterialBody,
    response: NewId,
    refuses: [409],
  },
  getMaterial: {
    ...route("getMaterial", "get", "/materials/{id}", "A material lot with its structure"),
    response: Material,
  },
  findMaterialByBarcode: {
    ...route(
      "findMaterialByBarcode",
      "get",
      "/material-barcodes/{barcode}",
      "The lot a scanned or typed barcode names (width and case folded); 404 'Material barcode does not exist'",
    ),
    response: MaterialRow,
  },
  describeMaterial: {
    ...route("describeMaterial", "put", "/materials/{id}", "Change what describes a lot (everything but its barcode and stock)"),
    body: MaterialDescriptionBody,
    response: Position,
  },
  receiveMaterial: {
    ...route("receiveMaterial", "post", "/materials/{id}/receipts", "Receive more of a lot: what is left grows by it"),
    body: ReceiveMaterialBody,
    response: Position,
  },
  setMaterialAvailability: {
    ...route("setMaterialAvailability", "put", "/materials/{id}/availability", "Make a lot available, or not (spec §4)"),
    body: MaterialAvailabilityBody,
    response: Position,
  },
  listMaterialMovements: {
    ...route(
      "listMaterialMovements",
      "get",
      "/materials/{id}/movements",
      "A lot's history: registered, received and every usage with its record and corrections, newest first",
    ),
    query: ListQuery,
    response: Page(MaterialMovement),
  },
  useMaterial: {
    ...route(
      "useMaterial",
      "post",
      "/materials/{id}/usages",
      "Record a usage from a record's row (by whoever may save that module): what is left drops by it, in the lot's unit; more than is left, an expired or unavailable lot is refused or warned as the inventory settings say",
    ),
    body: UseMaterialBody,
    response: UsageRecorded,
    refuses: [409, 423],
  },
  correctMaterialUsage: {
    ...route(
      "correctMaterialUsage",
      "put",
      "/materials/{id}/usages/{usageId}",
      "Correct a usage as its row now says: the stock follows by the difference, by a new event",
    ),
    body: CorrectUsageBody,
    response: UsageRecorded,
    refuses: [409, 423],
  },
} as const satisfies Record<string, RouteDefinition>;

export type MaterialRow = z.infer<typeof MaterialRow>;
export type Material = z.infer<typeof Material>;
export type MaterialMovement = z.infer<typeof MaterialMovement>;
export type RegisterMaterialBody = z.input<typeof RegisterMaterialBody>;
export type MaterialDescriptionBody = z.input<typeof MaterialDescriptionBody>;
export type UsageRecorded = z.infer<typeof UsageRecorded>;
