import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Ajv, type ErrorObject } from "ajv";
import { strFromU8, unzipSync } from "fflate";

/**
 * The ELN Consortium's checks of an .eln file (TheELNFileFormat tests/checks: archive structure,
 * parameters of ro-crate-metadata.json, the JSON Schema, rocrate-validator at REQUIRED severity),
 * written again for the tests of the .eln writer and reader, and the example files they run on.
 */

/** Real files from public repositories, kept outside this one, beside it (eln/SOURCES.md names them). */
export const CORPUS = process.env.LABLEDGER_CORPUS ?? resolve(import.meta.dirname, "../../../shared/corpus");
export const ELN_CORPUS = join(CORPUS, "eln");
export const elnCorpusPresent = existsSync(ELN_CORPUS);
export const SKIP_WITHOUT_CORPUS = `the .eln examples are not at ${ELN_CORPUS} (set LABLEDGER_CORPUS to the shared corpus)`;

/** The example files by name ("elabftw__export.eln"), empty without the corpus. */
export const elnCorpusFiles = (): string[] =>
  elnCorpusPresent ? readdirSync(ELN_CORPUS).filter((name) => name.endsWith(".eln")) : [];

/** The consortium's JSON Schema for ro-crate-metadata.json, or undefined without the corpus. */
export function consortiumSchema(): object | undefined {
  const path = join(ELN_CORPUS, "tests__schema.json");
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as object) : undefined;
}

export interface UnzippedEln {
  readonly rootFolder: string;
  readonly names: readonly string[];
  readonly metadata: unknown;
  /** Files by path relative to the root folder (`//` read as `/`). */
  readonly files: ReadonlyMap<string, Uint8Array>;
}

/** An .eln read with fflate's plain unzip: for trusted test files only. */
export function unzipEln(bytes: Uint8Array): UnzippedEln {
  const all = unzipSync(bytes);
  const names = Object.keys(all);
  const rootFolder = names[0]!.split("/")[0]!;
  const files = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(all)) {
    if (name.endsWith("/")) continue;
    files.set(name.split("/").slice(1).filter(Boolean).join("/"), data);
  }
  return { rootFolder, names, metadata: JSON.parse(strFromU8(files.get("ro-crate-metadata.json")!)), files };
}

export const readCorpusEln = (name: string) => unzipEln(new Uint8Array(readFileSync(join(ELN_CORPUS, name))));

/** Size and SHA-256 of each file, as the archive reader counts them. */
export const entryFacts = (files: ReadonlyMap<string, Uint8Array>) =>
  new Map(
    [...files].map(([path, data]) => [path, { size: data.length, sha256: createHash("sha256").update(data).digest("hex") }]),
  );

/** Archive structure: exactly one root folder, every entry inside it, none absolute or climbing out. */
export function archiveProblems(names: readonly string[]): string[] {
  const roots = new Set<string>();
  const problems: string[] = [];
  for (const name of names) {
    const parts = name.split("/").filter(Boolean);
    if (parts.length === 0 || name.startsWith("/") || parts.includes("..") || (parts.length === 1 && !name.endsWith("/")))
      problems.push(`entry outside the root folder: ${name}`);
    else roots.add(parts[0]!);
  }
  if (roots.size !== 1) problems.push(`${roots.size} root folders: ${[...roots].join(", ")}`);
  return problems;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const types = (node: Node) => list(node["@type"]).filter((t): t is string => typeof t === "string");
const graphOf = (metadata: unknown): Node[] | undefined =>
  isNode(metadata) && Array.isArray(metadata["@graph"]) ? (metadata["@graph"] as unknown[]).filter(isNode) : undefined;

/**
 * The consortium's parameter check (tests/checks/param_metadata_json.py): unique ids, `version`
 * and `sdPublisher` on the descriptor, `hasPart` references that exist, and from the root down
 * through `hasPart`, `name` on every Dataset and File and `keywords` never a list.
 */
export function consortiumProblems(metadata: unknown): string[] {
  const graph = graphOf(metadata);
  if (!graph) return ["no @graph"];
  const problems: string[] = [];
  const ids = graph.map((n) => n["@id"]);
  if (ids.some((id) => typeof id !== "string") || graph.some((n) => types(n).length === 0))
    problems.push("a node without @id or @type");
  const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (duplicates.length > 0) problems.push(`duplicate ids: ${duplicates.join(", ")}`);
  const byId = new Map(graph.map((n) => [n["@id"], n]));
  for (const node of graph)
    for (const part of list(node.hasPart))
      if (!isNode(part) || !byId.has(part["@id"])) problems.push(`${node["@id"]} has a hasPart that is not in the graph`);
  const descriptor = byId.get("ro-crate-metadata.json");
  if (!descriptor) problems.push("no ro-crate-metadata.json node");
  for (const key of ["version", "sdPublisher"])
    if (descriptor && !(key in descriptor)) problems.push(`"${key}" not on the metadata descriptor`);
  const root = byId.get("./");
  if (!root || !("hasPart" in root)) return [...problems, "the root ./ has no hasPart"];
  const seen = new Set<unknown>();
  const visit = (id: unknown) => {
    const node = byId.get(id);
    if (!node || seen.has(id)) return;
    seen.add(id);
    const t = types(node);
    if ((t.includes("Dataset") || t.includes("File")) && !("name" in node)) problems.push(`no name on ${String(id)}`);
    if (Array.isArray(node.keywords)) problems.push(`keywords of ${String(id)} is a list`);
    for (const part of list(node.hasPart)) if (isNode(part)) visit(part["@id"]);
  };
  for (const part of list(root.hasPart)) if (isNode(part)) visit(part["@id"]);
  return problems;
}

/**
 * rocrate-validator's REQUIRED checks of RO-Crate 1.1 and 1.2 (profiles/ro-crate/*\/must) that
 * read the metadata: a flat graph of nodes with @id and @type; the descriptor a CreativeWork about
 * the root and conforming to RO-Crate 1.1 or 1.2; the root a Dataset whose id ends with `/`, with
 * name, description, license and an ISO 8601 datePublished (1.2); every other Dataset's id ending
 * with `/`; every data entity (a File or Dataset with a path as id) reached from the root through
 * `hasPart`; and, given the archive's files, every such File among them.
 */
export function roCrateProblems(metadata: unknown, payload?: ReadonlySet<string>): string[] {
  const graph = graphOf(metadata);
  if (!graph) return ["no @graph"];
  const problems: string[] = [];
  const context = list((metadata as Node)["@context"]);
  if (!context.some((c) => typeof c === "string" && /^https:\/\/w3id\.org\/ro\/crate\/1\.[12]\/context$/.test(c)))
    problems.push("the @context is not RO-Crate's");
  for (const node of graph) {
    if (typeof node["@id"] !== "string" || types(node).length === 0) problems.push("a node without @id or @type");
    for (const [key, value] of Object.entries(node))
      for (const v of list(value))
        if (isNode(v) && !("@value" in v) && (Object.keys(v).length !== 1 || typeof v["@id"] !== "string"))
          problems.push(`not flat: ${String(node["@id"])} ${key}`);
  }
  const byId = new Map(graph.map((n) => [n["@id"], n]));
  const descriptor = byId.get("ro-crate-metadata.json");
  const rootId = isNode(descriptor?.about) ? descriptor.about["@id"] : undefined;
  if (!descriptor || !types(descriptor).includes("CreativeWork")) problems.push("no CreativeWork ro-crate-metadata.json");
  const conformsTo = list(descriptor?.conformsTo).map((c) => (isNode(c) ? c["@id"] : c));
  if (!conformsTo.some((c) => c === "https://w3id.org/ro/crate/1.1" || c === "https://w3id.org/ro/crate/1.2"))
    problems.push("the descriptor does not conform to RO-Crate 1.1 or 1.2");
  const root = byId.get(rootId);
  if (!root || typeof rootId !== "string" || !types(root).includes("Dataset") || !rootId.endsWith("/"))
    return [...problems, "no root Dataset whose id ends with /"];
  for (const key of ["name", "description", "license", "datePublished"])
    if (!(key in root)) problems.push(`the root has no ${key}`);
  if (
    typeof root.datePublished === "string" &&
    !/^\d{4}(-\d{2}(-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?)?)?$/.test(root.datePublished)
  )
    problems.push("the root's datePublished is not ISO 8601");
  const reached = new Set<unknown>([rootId]);
  const queue = [root];
  while (queue.length > 0)
    for (const part of list(queue.shift()!.hasPart)) {
      const id = isNode(part) ? part["@id"] : undefined;
      const node = byId.get(id);
      if (!node || reached.has(id)) continue;
      reached.add(id);
      queue.push(node);
    }
  for (const node of graph) {
    const id = String(node["@id"]);
    const isData = (types(node).includes("File") || types(node).includes("Dataset")) && id !== rootId && !id.startsWith("#");
    if (!isData) continue;
    if (types(node).includes("Dataset") && !/^[a-z][a-z0-9+.-]*:/i.test(id) && !id.endsWith("/"))
      problems.push(`Dataset ${id} does not end with /`);
    if (!reached.has(id)) problems.push(`${id} is not reached from the root through hasPart`);
    const local = !/^[a-z][a-z0-9+.-]*:/i.test(id);
    if (payload && local && types(node).includes("File") && !payload.has(pathOfId(id)))
      problems.push(`${id} is not in the archive`);
  }
  return problems;
}

const pathOfId = (id: string) => {
  const path = id.replace(/^\.\//, "");
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * What the consortium's JSON Schema refuses in the metadata, undefined without the schema. Python's
 * jsonschema, which the consortium runs, checks no `format`; `formats: true` checks `date-time`
 * and `uri` as well (for our own output).
 */
export function schemaProblems(metadata: unknown, options: { formats?: boolean } = {}): string[] | undefined {
  const schema = consortiumSchema();
  if (!schema) return undefined;
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: options.formats === true });
  ajv.addFormat("date-time", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i);
  ajv.addFormat("uri", /^[a-z][a-z0-9+.-]*:[^\s]*$/i);
  const validate = ajv.compile(schema);
  if (validate(metadata)) return [];
  return (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath} ${e.message ?? ""}`);
}
