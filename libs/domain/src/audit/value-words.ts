import { ROW_LEVEL, ROW_PARENT } from "../tables/level-rows";
import type { Translate } from "./change-words";
import { formatTime, htmlToText, humanise, isInstant, isOpaqueId, shorten } from "./plain-text";

/** What the reading needs of a module: its title, its kind and its declared columns (choice modules: their options). */
export interface ModuleFacts {
  readonly title: string;
  readonly type: string;
  readonly subType: string | null;
  readonly columns: ReadonlyArray<{ readonly field: string }>;
}

/** A value as a person reads it: text, and for rich text its HTML (sanitised by the server) to render on screens. */
export interface Words {
  readonly text: string;
  readonly html?: string;
}

export const NO_WORDS: Words = { text: "" };
export const inWords = (text: string): Words => ({ text });

/** How long a row's first cell may be when it names the row ("row 3 (Ethanol)"). */
const ROW_NAME_MAX = 40;

const WRITTEN_BY_PEOPLE = /[\s()\u0080-\uffff]/;

/** A key of module content (a grid column, a part of a reaction) by its label, else in plain words. */
export function keyLabel(key: string, t: Translate): string {
  for (const group of ["module.column", "module.equation"]) {
    const label = t(`${group}.${key}`);
    // `t` answers the key itself when it has no message (both languages hold the same keys).
    if (label !== `${group}.${key}`) return label;
  }
  // A key a person wrote (a table's column label, "Cell line", "质量 (g)") is already in words.
  return WRITTEN_BY_PEOPLE.test(key) ? key : humanise(key);
}

/** A grid's column by its label. */
export const columnLabel = (field: string, t: Translate): string => keyLabel(field, t);

const isFile = (value: Readonly<Record<string, unknown>>) => typeof value.name === "string" && typeof value.sha256 === "string";

/** A file size in words: "12 B", "3.4 KB", "1.2 MB". */
export function sizeInWords(bytes: unknown, t: Translate): string {
  if (typeof bytes !== "number" || !Number.isFinite(bytes)) return "";
  if (bytes < 1024) return t("size.b", { n: bytes });
  if (bytes < 1024 * 1024) return t("size.kb", { n: (bytes / 1024).toFixed(1) });
  return t("size.mb", { n: (bytes / 1024 / 1024).toFixed(1) });
}

/** An attached file: its name and size (its digest and id stay in the record, not in the words). */
export function fileInWords(file: Readonly<Record<string, unknown>>, t: Translate): string {
  const name = typeof file.name === "string" ? file.name : "";
  const size = sizeInWords(file.size, t);
  return size && name ? t("file", { name, size }) : name;
}

/** Keys of a row or an object that are bookkeeping, never content. */
/** Keys that place a row rather than say what it holds (a multi-level table's row names its level by its cells' labels). */
const HIDDEN_KEYS = new Set(["rowId", "sha256", "id", ROW_LEVEL, ROW_PARENT]);

/** How one cell of a row reads, and its label (a kind may read its own cells: a structure, a section's name). */
export interface CellReader {
  readonly value: (key: string, value: unknown) => Words;
  readonly label: (key: string) => string;
}

const plainCells = (t: Translate): CellReader => ({
  value: (_key, value) => valueInWords(value, t),
  label: (key) => keyLabel(key, t),
});

function pairsInWords(
  value: Readonly<Record<string, unknown>>,
  t: Translate,
  order: readonly string[] = [],
  cell: CellReader = plainCells(t),
): string {
  const keys = [...new Set([...order, ...Object.keys(value)])].filter(
    (key) => !HIDDEN_KEYS.has(key) && Object.hasOwn(value, key),
  );
  return keys
    .flatMap((key) => {
      if (isOpaqueId(value[key])) return [];
      const text = cell.value(key, value[key]).text;
      return text ? [t("pair", { label: cell.label(key), value: text })] : [];
    })
    .join(t("pairs"));
}

/**
 * Any recorded value in words: text as written, numbers, yes/no, instants in the spec's format,
 * lists in the reader's list style, files by name and size, objects as "label: value" pairs;
 * never JSON, never an id.
 */
export function valueInWords(value: unknown, t: Translate): Words {
  if (value === null || value === undefined || value === "") return NO_WORDS;
  if (typeof value === "string") {
    if (isInstant(value)) return inWords(formatTime(value));
    return inWords(value);
  }
  if (typeof value === "number") return inWords(Number.isFinite(value) ? String(value) : "");
  if (typeof value === "boolean") return inWords(t(value ? "yes" : "no"));
  if (Array.isArray(value))
    return inWords(
      value
        .filter((item) => !isOpaqueId(item))
        .map((item) => valueInWords(item, t).text)
        .filter(Boolean)
        .join(t("list")),
    );
  if (typeof value === "object") {
    const fields = value as Readonly<Record<string, unknown>>;
    return inWords(isFile(fields) ? fileInWords(fields, t) : pairsInWords(fields, t));
  }
  return inWords(String(value));
}

/** Rich text: its plain text, and its HTML for screens. */
export function richTextInWords(html: unknown): Words {
  if (typeof html !== "string" || html === "") return NO_WORDS;
  return { text: htmlToText(html), html };
}

/** A grid cell in words. */
export const cellInWords = (value: unknown, t: Translate): Words => valueInWords(value, t);

type Row = Readonly<Record<string, unknown>>;

/** A whole row in words: a file by its name, a grid row as "column: value" pairs in the columns' order. */
export function rowInWords(module: ModuleFacts | null, row: unknown, t: Translate, cell?: CellReader): Words {
  if (row === null || typeof row !== "object" || Array.isArray(row)) return valueInWords(row, t);
  const cells = row as Row;
  if (isFile(cells)) return inWords(fileInWords(cells, t));
  return inWords(
    pairsInWords(
      cells,
      t,
      (module?.columns ?? []).map((c) => c.field),
      cell,
    ),
  );
}

/** The text that names a row: a file's name, else its first declared column's value, else its first value. */
export function firstCellOf(module: ModuleFacts | null, row: Row, t: Translate, cell: CellReader = plainCells(t)): string {
  if (isFile(row)) return shorten(String(row.name), ROW_NAME_MAX);
  const declared = (module?.columns ?? []).map((c) => c.field);
  const keys = [...declared, ...Object.keys(row).filter((key) => !HIDDEN_KEYS.has(key))];
  for (const key of keys) {
    if (isOpaqueId(row[key])) continue;
    const text = cell.value(key, row[key]).text;
    if (text) return shorten(text, ROW_NAME_MAX);
  }
  return "";
}

/** Where a row stood and what it held first, as the history names it. */
export interface RowFacts {
  /** 1-based. */
  readonly position: number;
  /** Its first cell as text ("" when it had none). */
  readonly first: string;
}

/** "row 3 (Ethanol)" / "第 3 行（乙醇）"; never a row id. */
export const rowLabel = (row: RowFacts, t: Translate): string =>
  row.first ? t("row.at", { n: row.position, first: row.first }) : t("row.atPlain", { n: row.position });
