import type { EventData } from "@labledger/events";
import { MATERIAL_LIMITS } from "@labledger/events/catalogue/materials-values";
import { barcodeKey, isPrintableBarcode } from "./barcode";
import { isValidCas } from "./cas-number";
import { DETAIL_FIELDS, fieldOfHeader, headerKey, type ImportField } from "./import-headers";
import { readDay, readNumber, readUnit } from "./import-values";
import { checkExtra, type MaterialCategory } from "./material-category";

/** What registering a lot from one row takes: the RegisterMaterial data but its id (the import gives each its own). */
export type ImportedMaterial = Omit<EventData<"MaterialRegistered">, "materialId">;

/** One thing wrong in a row, for a person to mend in their sheet. */
export interface ImportProblem {
  /** The column's header as written in the file; null when the file has no such column. */
  readonly column: string | null;
  /** The field the column fills (a §3 field, "category", or the category column's key). */
  readonly field: string;
  /** Its message (services/command/src/i18n, group inventoryImport), with `params`. */
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** A category's own column: its labels, to name it when the file has no such column. */
  readonly label?: Category["columns"][number]["label"];
}

export type ImportRow =
  /** `line`: the row's number in the sheet (the header is line 1). */
  | { readonly line: number; readonly material: ImportedMaterial; readonly warnings: readonly string[] }
  | { readonly line: number; readonly problems: readonly ImportProblem[] };

export interface InventoryImport {
  readonly rows: readonly ImportRow[];
  /** Headers that name nothing a lot has: a warning (the column is left out), not an error. */
  readonly unknownColumns: readonly string[];
}

type Category = Pick<MaterialCategory, "categoryId" | "name" | "columns">;

/**
 * Rows of a sheet (the first its header) read as material lots to register (issue 20: an import
 * with a preview and per-row errors): headers by the spec §3 labels in Chinese or English and by
 * the labels of the categories' own columns; each row either a lot to register or every problem
 * it has. Blank rows are skipped. `today` (YYYY-MM-DD) marks lots already expired with a warning.
 */
export function readInventoryRows(
  rows: readonly (readonly string[])[],
  categories: readonly Category[],
  /** The inventory's barcodes as keys (barcodeKey). */
  existingBarcodes: ReadonlySet<string>,
  today: string,
): InventoryImport {
  const [header = [], ...body] = rows;
  const columns = headerColumns(header, categories);
  const firstLineOf = new Map<string, number>();
  const read: ImportRow[] = [];
  body.forEach((cells, i) => {
    if (cells.every((cell) => !cell?.trim())) return;
    const line = i + 2;
    const row = readRow(cells, columns, categories);
    const barcode = row.material.barcode;
    // A lot's identity is its barcode folded (barcodeKey): "ll-1" and "LL-1" are one bottle.
    const key = barcodeKey(barcode);
    if (barcode && !isPrintableBarcode(barcode)) row.problems.push(problem(columns, "barcode", "barcodeInvalid", { barcode }));
    else if (barcode) {
      const first = firstLineOf.get(key);
      if (first !== undefined) row.problems.push(problem(columns, "barcode", "barcodeRepeated", { line: first }));
      else if (existingBarcodes.has(key)) row.problems.push(problem(columns, "barcode", "barcodeExists", { barcode }));
      else firstLineOf.set(key, line);
    }
    const expired = row.material.expiresOn !== null && row.material.expiresOn < today;
    read.push(
      row.problems.length > 0
        ? { line, problems: row.problems }
        : { line, material: row.material, warnings: expired ? ["inventoryImport.expired"] : [] },
    );
  });
  return { rows: read, unknownColumns: columns.unknown };
}

/** The barcodes a sheet's rows give (the header first), to look up which the inventory already has before reading them. */
export function barcodesInRows(rows: readonly (readonly string[])[]): string[] {
  const [header = [], ...body] = rows;
  const at = header.findIndex((text) => fieldOfHeader((text ?? "").trim()) === "barcode");
  if (at < 0) return [];
  return [...new Set(body.map((cells) => (cells[at] ?? "").trim()).filter(Boolean))];
}

interface Columns {
  /** Each field's column index and header as written. */
  readonly fields: ReadonlyMap<ImportField, { index: number; header: string }>;
  /** The other headers by `headerKey`, for the categories' own columns. */
  readonly others: ReadonlyMap<string, { index: number; header: string }>;
  readonly unknown: string[];
}

function headerColumns(header: readonly string[], categories: readonly Category[]): Columns {
  const categoryLabels = new Set(categories.flatMap((c) => c.columns.flatMap((col) => columnNames(col).map(headerKey))));
  const fields = new Map<ImportField, { index: number; header: string }>();
  const others = new Map<string, { index: number; header: string }>();
  const unknown: string[] = [];
  header.forEach((raw, index) => {
    const text = (raw ?? "").trim();
    if (!text) return;
    const field = fieldOfHeader(text);
    if (field && !fields.has(field)) fields.set(field, { index, header: text });
    else if (categoryLabels.has(headerKey(text))) others.set(headerKey(text), { index, header: text });
    else unknown.push(text);
  });
  return { fields, others, unknown };
}

const sameText = (a: string, b: string) =>
  a.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ") === b.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");

const columnNames = (column: Category["columns"][number]) => [column.label["zh-CN"], column.label.en, column.key];

function problem(columns: Columns, field: ImportField, key: string, params: ImportProblem["params"] = {}): ImportProblem {
  return { column: columns.fields.get(field)?.header ?? null, field, key: `inventoryImport.${key}`, params };
}

function readRow(cells: readonly string[], columns: Columns, categories: readonly Category[]) {
  const problems: ImportProblem[] = [];
  const cell = (field: ImportField) => {
    const at = columns.fields.get(field);
    return at ? (cells[at.index] ?? "").trim() : "";
  };
  const within = (field: ImportField, max: number) => {
    const value = cell(field);
    if (value.length > max) problems.push(problem(columns, field, "tooLong", { max }));
    return value.slice(0, max);
  };

  const barcode = within("barcode", MATERIAL_LIMITS.barcode);
  if (!barcode) problems.push(problem(columns, "barcode", "barcodeMissing"));
  const name = within("name", MATERIAL_LIMITS.name);
  if (!name) problems.push(problem(columns, "name", "nameMissing"));

  const quantity = readNumber(cell("quantity"));
  if (quantity === undefined || quantity < 0)
    problems.push(problem(columns, "quantity", "quantityNotNumber", { value: cell("quantity") }));
  const unit = readUnit(cell("unit"));
  if (!unit) problems.push(problem(columns, "unit", "unitUnknown", { value: cell("unit") }));
  const expiresOn = cell("expiresOn") ? (readDay(cell("expiresOn")) ?? null) : null;
  if (cell("expiresOn") && !expiresOn)
    problems.push(problem(columns, "expiresOn", "expiryNotDate", { value: cell("expiresOn") }));

  const details: Record<string, string> = {};
  for (const field of DETAIL_FIELDS) {
    const value = within(field, MATERIAL_LIMITS.text);
    if (value) details[field] = value;
  }
  if (details.cas && !isValidCas(details.cas)) problems.push(problem(columns, "cas", "casInvalid", { value: details.cas }));

  const categoryName = cell("category");
  const category = categoryName ? categories.find((c) => sameText(c.name, categoryName)) : undefined;
  if (categoryName && !category) problems.push(problem(columns, "category", "categoryUnknown", { value: categoryName }));
  const extra = category ? extraOf(cells, columns, category) : {};
  if (category) problems.push(...extraProblems(columns, category, extra));

  const material: ImportedMaterial = {
    barcode,
    name,
    categoryId: category?.categoryId ?? null,
    details,
    extra,
    molFile: null,
    quantity: quantity ?? 0,
    unit: unit ?? "piece",
    expiresOn,
  };
  return { material, problems };
}

/** The category's own columns the sheet has, by key; a date column's day read as dates are elsewhere (2027/6/30 → 2027-06-30). */
function extraOf(cells: readonly string[], columns: Columns, category: Category): Record<string, string> {
  const extra: Record<string, string> = {};
  for (const column of category.columns) {
    const at = columnNames(column)
      .map((name) => columns.others.get(headerKey(name)))
      .find(Boolean);
    const value = at ? (cells[at.index] ?? "").trim() : "";
    if (!value) continue;
    extra[column.key] = column.type === "date" ? (readDay(value) ?? value) : value;
  }
  return extra;
}

const NO_PARAMS: ImportProblem["params"] = {};

function extraProblems(columns: Columns, category: Category, extra: Record<string, string>): ImportProblem[] {
  return checkExtra(category, extra).map((found) => {
    const column = category.columns.find((c) => c.key === found.key);
    const at =
      column &&
      columnNames(column)
        .map((name) => columns.others.get(headerKey(name)))
        .find(Boolean);
    return {
      column: at?.header ?? null,
      field: found.key,
      ...(found.label ? { label: found.label } : {}),
      key: `inventoryImport.extra.${found.problem}`,
      params: found.options ? { options: found.options.join(" / ") } : NO_PARAMS,
    };
  });
}
