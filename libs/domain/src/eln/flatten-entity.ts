import type { Entity } from "./crate-graph";

/**
 * An entity as the flat graph RO-Crate requires: a property holds values and `{"@id"}`
 * references only. A node written inline (it has a `@type`, like a module field's
 * `PropertyValue`) becomes a node of its own, referenced where it stood; any other object or
 * nested list is data, kept as JSON text. Empty values (absent, null, "") are left out.
 */
export function flattened(entity: Entity): Entity[] {
  const id = String(entity["@id"]);
  const lifted: Entity[] = [];
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entity)) {
    if (key === "@id" || key === "@type") {
      flat[key] = value;
      continue;
    }
    const values = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null && v !== "");
    const kept = values.map((v, i) => flatValue(v, `${localId(id)}/${key}-${i + 1}`, lifted));
    if (kept.length > 0) flat[key] = Array.isArray(value) ? kept : kept[0];
  }
  return [flat, ...lifted];
}

function flatValue(value: unknown, idIfNone: string, lifted: Entity[]): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return JSON.stringify(value);
  const node = value as Entity;
  const keys = Object.keys(node);
  if (keys.length === 1 && keys[0] === "@id") return node;
  if (!Object.hasOwn(node, "@type")) return JSON.stringify(node);
  const { "@id": ownId, ...rest } = node;
  const id = typeof ownId === "string" ? ownId : idIfNone;
  lifted.push(...flattened({ "@id": id, ...rest }));
  return { "@id": id };
}

/** A node's own id for what it holds: a fragment, so it is never taken for a file of the crate. */
const localId = (id: string) => (id.startsWith("#") ? id : `#${id.replace(/^\.\//, "")}`);
