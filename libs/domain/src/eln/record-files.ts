import { isSafeMediaType, OCTET_STREAM } from "../attachment/attachment-media";
import { MAX_NAME_LENGTH } from "../attachment/attachment-names";
import { shorten } from "../audit/plain-text";
import { type CrateGraph, type Entity, hasType, idOf, textOf } from "./crate-graph";
import { isWebAddress } from "./crate-root";
import type { ElnEntryFacts, ImportedFile, ImportedLink } from "./imported-record";

/** A File of a record: in the archive (a file to import), or on the web (a link). */
export interface RecordParts {
  readonly files: readonly ImportedFile[];
  readonly webFiles: readonly ImportedLink[];
}

/**
 * The Files a record holds: its `hasPart`, and theirs, down through parts that are not records
 * of their own (a child Dataset imported by itself keeps its files). A File counts once, and only
 * when the archive has its bytes; the size and digest are the archive's, never the crate's word.
 */
export function recordParts(
  graph: CrateGraph,
  dataset: Entity,
  isRecord: (id: string) => boolean,
  entries: ReadonlyMap<string, ElnEntryFacts>,
): RecordParts {
  const files = new Map<string, ImportedFile>();
  const webFiles: ImportedLink[] = [];
  const seen = new Set<Entity>([dataset]);
  const queue = [dataset];
  while (queue.length > 0) {
    for (const part of graph.nodesOf(queue.shift()!, "hasPart")) {
      const id = idOf(part) ?? "";
      if (seen.has(part) || (hasType(part, "Dataset") && isRecord(id))) continue;
      seen.add(part);
      queue.push(part);
      if (!hasType(part, "File")) continue;
      const path = entryPath(id, entries);
      const facts = path === undefined ? undefined : entries.get(path);
      if (path !== undefined && facts && !files.has(path)) files.set(path, importedFile(part, path, facts));
      else if (isWebAddress(id)) webFiles.push({ title: shorten(textOf(part, "name") ?? id, 300), url: id });
    }
  }
  return { files: [...files.values()], webFiles };
}

/** The archive path an `@id` names, as written or percent-decoded; never one outside the root folder. */
export function entryPath(id: string, entries: ReadonlyMap<string, unknown>): string | undefined {
  if (id.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(id)) return undefined;
  const candidates = [id, decoded(id)].map((candidate) => {
    const segments = candidate.split("/").filter((s) => s !== "" && s !== ".");
    return segments.includes("..") ? undefined : segments.join("/").normalize("NFC");
  });
  return candidates.find((path) => path !== undefined && entries.has(path));
}

function decoded(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

function importedFile(part: Entity, path: string, facts: ElnEntryFacts): ImportedFile {
  const declared = (textOf(part, "encodingFormat") ?? "").split(";")[0]!.trim().toLowerCase();
  return {
    path,
    name: attachmentName(textOf(part, "name") ?? path.slice(path.lastIndexOf("/") + 1)),
    mediaType: isSafeMediaType(declared) ? declared : OCTET_STREAM,
    size: facts.size,
    sha256: facts.sha256,
  };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a file name may not hold.
const NOT_TEXT = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A name the attachment rules take (spec §5): no `/ : * ? " < > |`, readable, at most 200 characters, the extension kept. */
export function attachmentName(name: string): string {
  const cleaned = name
    .replace(NOT_TEXT, "")
    .replace(/[/\\:*?"<>|]/g, "_")
    .trim();
  const chars = [...(cleaned === "" ? "file" : cleaned)];
  if (chars.length <= MAX_NAME_LENGTH) return chars.join("");
  const text = chars.join("");
  const dot = text.lastIndexOf(".");
  const extension = dot > 0 && text.length - dot <= 16 ? [...text.slice(dot)] : [];
  return [...chars.slice(0, MAX_NAME_LENGTH - extension.length - 1), "…", ...extension].join("");
}
