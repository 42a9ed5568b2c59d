import { defineKind } from "../kit/define-kind";
import { elnEntityOf } from "../kit/eln-entity";
import { reportValuesOf } from "../kit/report-values";
import { attachmentWords } from "./words";

/** The file each row of an attachment module names (spec §5: checked at upload). */
interface FileRow {
  readonly rowId: string;
  readonly name?: unknown;
  readonly size?: unknown;
  readonly sha256?: unknown;
  readonly mediaType?: unknown;
}

/** Spec §3 attachment: files, one per row, added only by the upload. */
export const attachment = defineKind({
  type: "attachment",
  family: "attachment",
  words: attachmentWords,
  holdsFiles: true,
  compareView: { rows: "files" },
  searchText: (module) => {
    const files = (module.content.rows as readonly FileRow[]).flatMap((row) =>
      typeof row.sha256 === "string" && typeof row.name === "string"
        ? [{ name: row.name, sha256: row.sha256, ...(typeof row.mediaType === "string" ? { mediaType: row.mediaType } : {}) }]
        : [],
    );
    return { text: files.map((f) => f.name).join("\n"), files };
  },
  // A report names the files; their bytes and digests are not values to tabulate.
  reportValues: (module) => reportValuesOf({}, module, ["sha256", "size", "mediaType"]),
  toElnEntity: (module) => {
    const rows = module.content.rows as readonly FileRow[];
    const files = rows.filter((row) => typeof row.sha256 === "string" && typeof row.name === "string");
    const path = (row: FileRow) => `${module.moduleId}/${row.rowId}/${String(row.name)}`;
    return elnEntityOf(
      { ...module, content: { fields: module.content.fields, rows: [] } },
      {
        parts: files.map((row) => ({
          "@id": path(row),
          "@type": "File",
          name: row.name,
          contentSize: row.size,
          encodingFormat: row.mediaType,
          sha256: row.sha256,
        })),
        files: files.map((row) => ({ path: path(row), sha256: String(row.sha256) })),
      },
    );
  },
});
