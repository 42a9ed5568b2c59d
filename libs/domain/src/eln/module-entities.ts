import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { OCTET_STREAM } from "../attachment/attachment-media";
import { elnEntityOf } from "../module-kinds/kit/eln-entity";
import type { ElnEntity, ElnFile } from "../module-kinds/module-kind";
import { kindOf } from "../module-kinds/registry";
import { type Entity, hasType, isEntity } from "./crate-graph";
import type { ElnModule } from "./eln-record";
import { flattened } from "./flatten-entity";
import { safePath, safeSegment, type UniqueNames } from "./safe-paths";

/** Where a record's parts go: its folder (a safe segment) and the names the whole crate has handed out. */
export interface RecordPlace {
  readonly folder: string;
  readonly names: UniqueNames;
}

/** A module as nodes of the crate, and the files it puts in the archive. */
export interface ModuleParts {
  readonly moduleId: string;
  readonly fileIds: readonly string[];
  readonly nodes: readonly Entity[];
  readonly files: readonly ElnFile[];
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The module's entity from its kind's `toElnEntity`, placed in the record: fragment ids under the
 * record's folder, its files under safe, unique paths (ids and paths alike), every File described
 * with name, media type, size in bytes (text) and SHA-256, and every node flat.
 */
export function moduleParts(module: ElnModule, position: number, place: RecordPlace): ModuleParts {
  const eln = withWorkbookFile(module, (kindOf(module.type) ?? { toElnEntity: elnEntityOf }).toElnEntity(module));
  const pathOf = new Map(
    eln.files.map((file) => [file.path, place.names.claim(`${place.folder}/${safePath(file.path, "file")}`)]),
  );
  const crateId = (id: string) => {
    if (id.startsWith("#")) return `#${place.folder}/${id.slice(1).split("/").map(encodeURIComponent).join("/")}`;
    if (ABSOLUTE.test(id)) return id;
    const path = pathOf.get(id);
    return path === undefined ? `#${place.folder}/${encodeURIComponent(id)}` : `./${path}`;
  };
  const files = eln.files.map((file) => ({ ...file, path: pathOf.get(file.path)! }));
  const described = new Set<string>();
  const parts = eln.parts.map((part) => {
    const placed = withIds(part, crateId) as Entity;
    if (!hasType(placed, "File")) return placed;
    described.add(String(placed["@id"]));
    return describedFile(placed, files);
  });
  const undescribed = files
    .filter((file) => !described.has(`./${file.path}`))
    .map((file) => describedFile({ "@id": `./${file.path}`, "@type": "File" }, files));
  const entity: Entity = { ...(withIds(eln.entity, crateId) as Entity), position };
  return {
    moduleId: String(entity["@id"]),
    fileIds: files.map((file) => `./${file.path}`),
    nodes: [entity, ...parts, ...undescribed].flatMap(flattened),
    files,
  };
}

/** The media type of an Office Open XML workbook. */
export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A spreadsheet's workbook as a file of the module, named in words as its title (`Yields.xlsx`):
 * other ELNs and people open it as it is, and a LabLedger import reads it back as the workbook.
 */
function withWorkbookFile(module: ElnModule, eln: ElnEntity): ElnEntity {
  if (!module.workbookXlsx) return eln;
  const name = `${module.title}.xlsx`;
  const path = safeSegment(name, "spreadsheet.xlsx");
  const part = { "@id": path, "@type": "File", name, encodingFormat: XLSX_MEDIA_TYPE };
  const hasPart = Array.isArray(eln.entity.hasPart) ? eln.entity.hasPart : [];
  return {
    entity: { ...eln.entity, hasPart: [...hasPart, { "@id": path }] },
    parts: [...eln.parts, part],
    files: [...eln.files, { path, bytes: module.workbookXlsx, mediaType: XLSX_MEDIA_TYPE }],
  };
}

/** Every `@id` in a value, rewritten. */
function withIds(value: unknown, crateId: (id: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => withIds(v, crateId));
  if (!isEntity(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, key === "@id" && typeof v === "string" ? crateId(v) : withIds(v, crateId)]),
  );
}

/** A File node with what the format asks of every file: name, media type, size in bytes (as text), SHA-256. */
function describedFile(part: Entity, files: readonly ElnFile[]): Entity {
  const id = String(part["@id"]);
  const path = id.startsWith("./") ? id.slice(2) : id;
  const file = files.find((f) => f.path === path);
  const text = file && "text" in file ? utf8ToBytes(file.text) : file && "bytes" in file ? file.bytes : undefined;
  const size = text?.length ?? part.contentSize;
  return {
    ...part,
    name: typeof part.name === "string" && part.name !== "" ? part.name : path.slice(path.lastIndexOf("/") + 1),
    encodingFormat: stringOr(part.encodingFormat, file && "mediaType" in file ? file.mediaType : OCTET_STREAM),
    ...(typeof size === "number" || typeof size === "string" ? { contentSize: String(size) } : {}),
    sha256: text ? bytesToHex(sha256(text)) : file && "sha256" in file ? file.sha256 : part.sha256,
  };
}

const stringOr = (value: unknown, fallback: string) => (typeof value === "string" && value !== "" ? value : fallback);
