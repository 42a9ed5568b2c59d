import type {
  InventoryImported,
  InventoryImportPreview,
  Material,
  MaterialDescriptionBody,
  MaterialMovement,
  MaterialRow,
  RegisterMaterialBody,
} from "@labledger/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, getResponse } from "../../../transport/api-client";
import { postForm } from "../../../transport/form-upload";
import type { InventorySettings } from "../logic/inventory-settings";
import type { MaterialUnit } from "../logic/material-form";

export type { Material, MaterialMovement, MaterialRow };

/** Every material query's key starts here: a registration, receipt or change refreshes them all. */
export const MATERIALS_KEY = ["materials"] as const;

/** The newest position this page wrote: lists read their own writes (?position=). */
let lastPosition = 0;
const noteWrite = (response: unknown) => {
  const position = (response as { position?: unknown } | undefined)?.position;
  if (typeof position === "number" && position > lastPosition) lastPosition = position;
};
const withPosition = (query: URLSearchParams) => {
  if (lastPosition > 0) query.set("position", String(lastPosition));
  return query;
};

export type ExpiryFilter = "" | "expired" | "aboutToExpire" | "valid";
export type AvailabilityFilter = "" | "true" | "false";

export interface MaterialListParams {
  readonly keyword: string;
  readonly expiry: ExpiryFilter;
  readonly available: AvailabilityFilter;
  readonly categoryId: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** One page of the inventory, found by a keyword and filtered. Quiet: the page says why it failed. */
export const materialsQuery = (params: MaterialListParams) =>
  queryOptions({
    queryKey: [...MATERIALS_KEY, "list", params],
    queryFn: async () => {
      const query = new URLSearchParams({ pageIndex: String(params.pageIndex), pageSize: String(params.pageSize) });
      if (params.keyword.trim()) query.set("keyword", params.keyword.trim());
      if (params.expiry) query.set("expiry", params.expiry);
      if (params.available) query.set("available", params.available);
      if (params.categoryId) query.set("categoryId", params.categoryId);
      const body = await call("GET", `/materials?${withPosition(query)}`, { quiet: true });
      return { rows: (body.rows ?? []) as MaterialRow[], total: (body.total ?? 0) as number };
    },
    placeholderData: keepPreviousData,
  });

/** One lot with its structure. */
export const materialQuery = (id: string) =>
  queryOptions({
    queryKey: [...MATERIALS_KEY, "one", id],
    queryFn: () => getResponse<Material>(`/materials/${encodeURIComponent(id)}`, { quiet: true }),
  });

/** A page of a lot's history, newest first. */
export const movementsQuery = (id: string, pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: [...MATERIALS_KEY, "movements", id, pageIndex, pageSize],
    queryFn: async () => {
      const query = withPosition(new URLSearchParams({ pageIndex: String(pageIndex), pageSize: String(pageSize) }));
      const body = await call("GET", `/materials/${encodeURIComponent(id)}/movements?${query}`, { quiet: true });
      return { rows: (body.rows ?? []) as MaterialMovement[], total: (body.total ?? 0) as number };
    },
    placeholderData: keepPreviousData,
  });

export interface MaterialCategory {
  readonly id: string;
  readonly name: string;
}

/** The self-made categories, or null where the server has none to offer (the filter is then hidden). */
export const categoriesQuery = queryOptions({
  queryKey: [...MATERIALS_KEY, "categories"],
  queryFn: async (): Promise<MaterialCategory[] | null> => {
    try {
      const body = await call("GET", "/material-categories?pageSize=100", { quiet: true });
      return (body.rows ?? []) as MaterialCategory[];
    } catch {
      return null;
    }
  },
  retry: false,
});

/** The lot a scanned or typed barcode names. Quiet: the scan box shows "Material barcode does not exist" itself. */
export const findByBarcode = (barcode: string) =>
  getResponse<MaterialRow>(`/material-barcodes/${encodeURIComponent(barcode.trim())}`, { quiet: true });

/** Quiet: the dialog shows a refusal (a barcode already in the inventory, a wrong CAS) itself. */
export async function registerMaterial(body: RegisterMaterialBody): Promise<string> {
  const response = (await call("POST", "/materials", { body, quiet: true })).response as { id: string; position: number };
  noteWrite(response);
  return response.id;
}

export async function describeMaterial(id: string, body: MaterialDescriptionBody): Promise<void> {
  noteWrite((await call("PUT", `/materials/${encodeURIComponent(id)}`, { body, quiet: true })).response);
}

/** Quiet: the receive form shows a refusal itself. */
export async function receiveMaterial(id: string, amount: number, unit: MaterialUnit): Promise<void> {
  const body = { amount, unit };
  noteWrite((await call("POST", `/materials/${encodeURIComponent(id)}/receipts`, { body, quiet: true })).response);
}

/** A refusal shows the server's words in a toast. */
export async function setAvailability(id: string, available: boolean): Promise<void> {
  noteWrite((await call("PUT", `/materials/${encodeURIComponent(id)}/availability`, { body: { available } })).response);
}

export const inventorySettingsQuery = queryOptions({
  queryKey: ["settings", "inventory"],
  queryFn: () => getResponse<InventorySettings>("/settings/inventory"),
});

/** The whole inventory section (organisation administrators). */
export const saveInventorySettings = async (values: InventorySettings) => {
  await call("PUT", "/settings/inventory", { body: values });
};

/** What importing a file would register, row by row (nothing is stored). A refusal of the file throws the server's words. */
export const previewImport = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return postForm<InventoryImportPreview>("/materials/import/preview", form);
};

/** Registers every row of the file; refused whole while any row has a problem. */
export const importInventory = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return postForm<InventoryImported>("/materials/import", form);
};
