import type { Translate } from "../audit/change-words";
import { shorten } from "../audit/plain-text";
import type { Row } from "../experiment/module-content";
import { MODULE_TITLE_MAX } from "../experiment/record-details";
import { GRID_SUB_TYPE_COLUMNS } from "../module-kinds/grid/sub-types";
import type { ImportedFile, ImportedLink, ImportedModule } from "./imported-record";
import type { RecordProperty } from "./record-properties";

/** What a record from another ELN becomes: its text, its metadata, its links and its files. */
export interface ForeignRecordParts {
  readonly html: string;
  readonly properties: readonly RecordProperty[];
  readonly links: readonly ImportedLink[];
  readonly files: readonly ImportedFile[];
}

/** A grid or a save holds at most this many rows (libs/contracts SaveModuleBody). */
const MAX_ROWS = 10_000;

type Cells = Readonly<Record<string, unknown>>;

/** Items as rows of a module: ids r1, r2, ... in order, at most a save's worth. */
const rowsOf = <T>(items: readonly T[], cells: (item: T) => Cells): Row[] =>
  items.slice(0, MAX_ROWS).map((item, i) => ({ ...cells(item), rowId: `r${i + 1}` }));

/**
 * The modules of a record from another ELN, each one a registered kind holds: a rich text, a lab
 * information table (item, content), a references table (title, link) and the files as
 * attachments, in this order, each only when it has something to hold.
 */
export function foreignModules(parts: ForeignRecordParts, t: Translate): ImportedModule[] {
  const module = (type: string, subType: "labInfoTable" | "labReference" | null, fields: Cells, rows: Row[]): ImportedModule => ({
    type,
    subType,
    title: shorten(t(subType ? `module.kind.${type}_${subType}` : `module.kind.${type}`), MODULE_TITLE_MAX),
    required: false,
    columns: subType ? GRID_SUB_TYPE_COLUMNS[subType] : [],
    content: { fields, rows },
  });
  const { html, properties, links, files } = parts;
  return [
    ...(html === "" ? [] : [module("editor", null, { html }, [])]),
    ...(properties.length === 0
      ? []
      : [
          module(
            "grid",
            "labInfoTable",
            {},
            rowsOf(properties, (p) => ({ ...p })),
          ),
        ]),
    ...(links.length === 0
      ? []
      : [
          module(
            "grid",
            "labReference",
            {},
            rowsOf(links, (link) => ({ title: link.title, link: link.url })),
          ),
        ]),
    ...(files.length === 0
      ? []
      : [
          module(
            "attachment",
            null,
            {},
            rowsOf(files, (f) => ({ name: f.name, size: f.size, sha256: f.sha256, mediaType: f.mediaType })),
          ),
        ]),
  ];
}
