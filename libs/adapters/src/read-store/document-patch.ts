import type { Doc, DocumentWrite } from "@labledger/ports";

type Patch = Extract<DocumentWrite, { op: "patch" }>;

/** Applies a patch's set, unset and inc (dot paths) to a copy of the document. */
export function applyPatch(current: Doc | undefined, patch: Patch): Doc {
  return patchInPlace(structuredClone(current ?? { id: patch.id }), patch);
}

/** Applies a patch to the document itself (a document this caller owns). */
export function patchInPlace(target: Doc, patch: Patch): Doc {
  const doc = target as Record<string, unknown>;
  const parentOf = (path: string, create: boolean): [Record<string, unknown> | undefined, string] => {
    const parts = path.split(".");
    let node: Record<string, unknown> | undefined = doc;
    for (const part of parts.slice(0, -1)) {
      if (!node) break;
      if (typeof node[part] !== "object" || node[part] === null) {
        if (!create) return [undefined, ""];
        node[part] = {};
      }
      node = node[part] as Record<string, unknown>;
    }
    return [node, parts[parts.length - 1]!];
  };
  for (const [path, value] of Object.entries(patch.set ?? {})) {
    const [node, leaf] = parentOf(path, true);
    node![leaf] = value;
  }
  for (const path of patch.unset ?? []) {
    const [node, leaf] = parentOf(path, false);
    if (node) delete node[leaf];
  }
  for (const [path, by] of Object.entries(patch.inc ?? {})) {
    const [node, leaf] = parentOf(path, true);
    node![leaf] = (typeof node![leaf] === "number" ? (node![leaf] as number) : 0) + by;
  }
  return doc as Doc;
}

const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,119}$/;

export function assertCollectionName(name: string): void {
  if (!COLLECTION_NAME.test(name)) throw new Error(`invalid collection name ${JSON.stringify(name)}`);
}
