import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { Translate } from "../audit/change-words";
import type { ElnFile } from "../module-kinds/module-kind";
import { kindOf } from "../module-kinds/registry";
import type { Entity } from "./crate-graph";
import type { CratePeople } from "./crate-people";
import type { ElnModule, ElnRecord } from "./eln-record";
import type { ElnWords } from "./eln-words";
import { flattened } from "./flatten-entity";
import { moduleParts, type RecordPlace } from "./module-entities";
import { RECORD_FILE_NAME, recordFileText } from "./record-json";

export interface RecordWords {
  /** The history's words: how kinds read their modules. */
  readonly t: Translate;
  readonly w: ElnWords;
}

/** One record as its Dataset (`./<folder>/`) and the nodes and files that go with it. */
export function recordDataset(
  record: ElnRecord,
  place: RecordPlace,
  people: CratePeople,
  words: RecordWords,
): { readonly nodes: readonly Entity[]; readonly files: readonly ElnFile[] } {
  const { folder } = place;
  const id = `./${folder}/`;
  const author = people.owner(record.owner.printedName, record.owner.account);
  const modules = record.modules.map((module, i) => moduleParts(module, i + 1, place));
  const recordFile = recordFileNode(record, place, words.w);
  const properties = recordProperties(record, folder, words.w);
  const signatures = signatureComments(record, folder, people, words.w);
  const dataset: Entity = {
    "@id": id,
    "@type": "Dataset",
    name: record.title,
    identifier: record.number,
    genre: "experiment",
    author: { "@id": author },
    dateCreated: record.createdAt,
    dateModified: record.modifiedAt,
    creativeWorkStatus: record.status,
    version: String(record.version),
    keywords: keywordsText(record.keywords),
    text: modulesText(record.modules, words.t),
    hasPart: [...modules.flatMap((m) => [m.moduleId, ...m.fileIds]), recordFile.node["@id"]].map((part) => ({ "@id": part })),
    variableMeasured: properties.map((p) => ({ "@id": p["@id"] })),
    comment: signatures.map((c) => ({ "@id": c["@id"] })),
  };
  return {
    nodes: [
      ...flattened(dataset),
      ...properties,
      ...modules.flatMap((m) => m.nodes),
      recordFile.node,
      ...signatures,
      ...historyActions(record, folder, people),
    ],
    files: [...modules.flatMap((m) => m.files), recordFile.file],
  };
}

/** One string, comma-separated (the format refuses a list); a comma inside a keyword would split it, so it becomes a space. */
const keywordsText = (keywords: readonly string[]) =>
  keywords
    .map((k) => k.replace(/\s*,\s*/g, " ").trim())
    .filter(Boolean)
    .join(", ");

/** The modules as a person reads them: each title, then its lines ("label: value"). */
function modulesText(modules: readonly ElnModule[], t: Translate): string {
  return modules
    .map((module) => {
      const lines = kindOf(module.type)?.toPlainRows(module, t) ?? [];
      return [module.title, ...lines.map((line) => `${line.label}: ${line.value}`)].join("\n");
    })
    .join("\n\n");
}

function recordFileNode(record: ElnRecord, place: RecordPlace, w: ElnWords): { node: Entity; file: ElnFile } {
  const path = place.names.claim(`${place.folder}/${RECORD_FILE_NAME}`);
  const text = recordFileText(record);
  const bytes = utf8ToBytes(text);
  const node = {
    "@id": `./${path}`,
    "@type": "File",
    name: RECORD_FILE_NAME,
    description: w("recordFile"),
    encodingFormat: "application/json",
    contentSize: String(bytes.length),
    sha256: bytesToHex(sha256(bytes)),
  };
  return { node, file: { path, text, mediaType: "application/json" } };
}

/** The record book and project, as `PropertyValue`s other ELNs show as metadata. */
function recordProperties(record: ElnRecord, folder: string, w: ElnWords): Entity[] {
  const property = (key: "notebook" | "project", value: string) => ({
    "@id": `#${folder}/${key}`,
    "@type": "PropertyValue",
    propertyID: key,
    name: w(key),
    value,
  });
  return [property("notebook", record.notebookName), ...(record.projectName ? [property("project", record.projectName)] : [])];
}

/** Each signature as a `Comment` of the record (what other ELNs import and show), signed by its signer. */
function signatureComments(record: ElnRecord, folder: string, people: CratePeople, w: ElnWords): Entity[] {
  const titleOf = new Map(record.modules.map((m) => [m.moduleId, m.title]));
  const signatures = [
    ...record.approvalSignatures.map((s) => ({ ...s, text: w("signedRecord", { meaning: s.meaning }) })),
    ...record.moduleSignatures.map((s) => ({
      ...s,
      text: w("signedModule", { module: titleOf.get(s.moduleId) ?? s.moduleId, meaning: s.meaning }),
    })),
  ];
  return signatures.map((s, i) => ({
    "@id": `#${folder}/signature-${i + 1}`,
    "@type": "Comment",
    text: s.text,
    dateCreated: s.at,
    author: { "@id": people.named(s.printedName) },
  }));
}

/** The history as provenance: the record's creation a `CreateAction`, every later event an `UpdateAction`, on the record. */
function historyActions(record: ElnRecord, folder: string, people: CratePeople): Entity[] {
  return record.history.map((entry, i) => ({
    "@id": `#${folder}/event-${i + 1}`,
    "@type": i === 0 ? "CreateAction" : "UpdateAction",
    name: entry.what,
    description: entry.what,
    agent: { "@id": people.named(entry.by) },
    startTime: entry.at,
    object: { "@id": `./${folder}/` },
  }));
}
