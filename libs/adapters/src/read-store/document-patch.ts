import type { Doc, DocumentWrite } from "@labledger/ports";

type Patch = Extract<DocumentWrite, { op: "patch" }>;

/** Applies a patch's set, unset, inc and push (dot paths) to a copy of the document. */
export function applyPatch(current: Doc | undefined, patch: Patch): Doc {
  return patchInPlace(structuredClone(current ?? { id: patch.id }), patch);
}

/** Applies a patch to the document itself (a document this caller owns). */
export function patchInPlace(target: Doc, patch: Patch): Doc {
  const doc = target as Record<string, unknown>;
  if (patch.set) {
    for (const path in patch.set) {
      const node = parentOf(doc, path, true)!;
      node[leafOf(path)] = patch.set[path];
    }
  }
  for (const path of patch.unset ?? []) {
    const node = parentOf(doc, path, false);
    if (node) delete node[leafOf(path)];
  }
  if (patch.inc) {
    for (const path in patch.inc) {
      const node = parentOf(doc, path, true)!;
      const leaf = leafOf(path);
      node[leaf] = (typeof node[leaf] === "number" ? (node[leaf] as number) : 0) + patch.inc[path]!;
    }
  }
  if (patch.push) {
    for (const path in patch.push) {
      const node = parentOf(doc, path, true)!;
      const leaf = leafOf(path);
      node[leaf] = [...(Array.isArray(node[leaf]) ? (node[leaf] as unknown[]) : []), patch.push[path]];
    }
  }
  return target;
}

const leafOf = (path: string) => path.slice(path.lastIndexOf(".") + 1);

/** The object that holds a dot path's last part; created on the way when `create`. */
function parentOf(doc: Record<string, unknown>, path: string, create: boolean): Record<string, unknown> | undefined {
  if (!path.includes(".")) return doc;
  let node = doc;
  for (const part of path.split(".").slice(0, -1)) {
    if (typeof node[part] !== "object" || node[part] === null) {
      if (!create) return undefined;
      node[part] = {};
    }
    node = node[part] as Record<string, unknown>;
  }
  return node;
}

const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,119}$/;

export function assertCollectionName(name: string): void {
  if (!COLLECTION_NAME.test(name)) throw new Error(`invalid collection name ${JSON.stringify(name)}`);
}
