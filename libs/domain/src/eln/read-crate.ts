import { NAME_LIMITS } from "@labledger/events/catalogue/name-limits";
import type { Translate } from "../audit/change-words";
import { htmlToText, shorten } from "../audit/plain-text";
import { type Language, wordsIn } from "../audit/words";
import { holdsFiles } from "../module-kinds/registry";
import { type CrateGraph, type Entity, hasType, idOf, textOf } from "./crate-graph";
import { crateRoot, crateSource } from "./crate-root";
import { type ElnWords, elnWordsIn } from "./eln-words";
import { foreignModules } from "./imported-modules";
import type { ElnEntryFacts, ImportedCrate, ImportedFile, ImportedModule, ImportedRecord } from "./imported-record";
import { authorsOf, commentsOf, dateOf, keywordsOf, linksOf, recordBody, stepsOf } from "./record-facts";
import { entryPath, recordParts } from "./record-files";
import { modulesOfRecordFile, RECORD_FILE_NAME } from "./record-json";
import { recordProperties } from "./record-properties";
import { recordHtml } from "./rich-text";

export interface ReadCrateOptions {
  /** The language of the words an import adds (module titles, section headings); zh-CN unless given. */
  readonly language?: Language;
  /**
   * An archive file's text, for the LabLedger record file (`labledger-record.json`) of a crate
   * LabLedger wrote: given, such a record's modules come back exactly as they were.
   */
  readonly readText?: (path: string) => string | undefined;
}

/**
 * The records an .eln file brings: each Dataset listed directly in the root's `hasPart` (spec:
 * a child Dataset is imported only when listed there too), with its text, dates, authors,
 * keywords, links, comments, modules and files. `files` are the archive's entries (relative to
 * its root folder) with the size and SHA-256 of their bytes. Refuses a crate that is not an
 * RO-Crate (`eln.notACrate`); everything else is read as well as it can be, never refused.
 */
export function readCrate(
  metadata: unknown,
  files: ReadonlyMap<string, ElnEntryFacts>,
  options: ReadCrateOptions = {},
): ImportedCrate {
  const crate = crateRoot(metadata);
  const source = crateSource(crate);
  const language = options.language ?? "zh-CN";
  const w = elnWordsIn(language);
  const datasets = [...new Set(crate.graph.nodesOf(crate.root, "hasPart"))].filter(
    (node) => hasType(node, "Dataset") && node !== crate.root,
  );
  const recordIds = new Set(datasets.map((d) => idOf(d)));
  const context: RecordContext = {
    graph: crate.graph,
    root: crate.root,
    files,
    isRecord: (id) => recordIds.has(id),
    original: w("original", { application: source.application ?? w("elsewhere") }),
    w,
    t: wordsIn(language),
    readText: options.readText,
  };
  return { source, records: datasets.map((dataset) => importedRecord(dataset, context)) };
}

interface RecordContext {
  readonly graph: CrateGraph;
  readonly root: Entity;
  readonly files: ReadonlyMap<string, ElnEntryFacts>;
  readonly isRecord: (id: string) => boolean;
  /** The title of a link to the record's original. */
  readonly original: string;
  readonly w: ElnWords;
  readonly t: Translate;
  readonly readText: ((path: string) => string | undefined) | undefined;
}

function importedRecord(dataset: Entity, context: RecordContext): ImportedRecord {
  const { graph, w } = context;
  const sourceId = idOf(dataset) ?? "";
  const body = recordBody(graph, dataset);
  const parts = recordParts(graph, dataset, context.isRecord, context.files);
  const comments = commentsOf(graph, dataset);
  const urls = new Set<string>();
  const links = [...linksOf(graph, dataset, context.original), ...parts.webFiles].filter(
    (link) => !urls.has(link.url) && urls.add(link.url),
  );
  const labledger = labledgerModules(sourceId, parts.files, context);
  const files = labledger ? parts.files.filter((f) => labledger.digests.has(f.sha256)) : parts.files;
  const modules =
    labledger?.modules ??
    foreignModules(
      {
        html: recordHtml(body, stepsOf(graph, dataset), comments, w),
        properties: recordProperties(graph, dataset, w),
        links,
        files,
      },
      context.t,
    );
  const createdAt = dateOf(dataset, "dateCreated");
  const modifiedAt = dateOf(dataset, "dateModified");
  return {
    sourceId,
    title: recordTitle(dataset, w),
    text: body === undefined ? "" : body.html ? htmlToText(body.text) : body.text,
    ...(createdAt ? { createdAt } : {}),
    ...(modifiedAt ? { modifiedAt } : {}),
    authors: authorsOf(graph, dataset, context.root),
    keywords: keywordsOf(dataset),
    links,
    comments,
    modules,
    files,
  };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters have no place in a title.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/** The record's `name` on one line, cut to the title limit; else its identifier; else "Untitled". */
function recordTitle(dataset: Entity, w: ElnWords): string {
  const oneLine = (text: string | undefined) => text?.replace(CONTROL, " ").replace(/\s+/g, " ").trim() || undefined;
  const title = oneLine(textOf(dataset, "name")) ?? oneLine(textOf(dataset, "identifier")) ?? w("untitled");
  return shorten(title, NAME_LIMITS.title);
}

/**
 * The modules of a record LabLedger wrote, from its record file, when the file is there, readable
 * and keeps every rule (else undefined: the record is read like any other ELN's); and the digests
 * of the files its modules hold, which are the files to import.
 */
function labledgerModules(
  sourceId: string,
  files: readonly ImportedFile[],
  context: RecordContext,
): { modules: ImportedModule[]; digests: Set<string> } | undefined {
  const path = entryPath(`${sourceId}${RECORD_FILE_NAME}`, context.files);
  if (!sourceId.endsWith("/") || !files.some((f) => f.path === path) || !context.readText) return undefined;
  let text: string | undefined;
  try {
    text = context.readText(path!);
  } catch {
    return undefined;
  }
  const modules = text === undefined ? undefined : modulesOfRecordFile(text, files);
  if (!modules) return undefined;
  const digests = new Set(
    modules.filter((m) => holdsFiles(m.type)).flatMap((m) => m.content.rows.map((row) => String(row.sha256))),
  );
  return { modules, digests };
}
