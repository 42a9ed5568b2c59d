/**
 * Reading an RO-Crate's `@graph` as it comes from any exporter: values may be one or a list,
 * references (`{"@id"}`) or nodes written inline, and a graph may name an id twice. Only own
 * properties are read, so a key like `constructor` is never an Object method.
 */

export type Entity = Readonly<Record<string, unknown>>;

export const isEntity = (value: unknown): value is Entity => typeof value === "object" && value !== null && !Array.isArray(value);

export const prop = (entity: Entity, key: string): unknown => (Object.hasOwn(entity, key) ? entity[key] : undefined);

/** A property's values as a list: absent is none, one value is a list of one. */
export const valuesOf = (entity: Entity, key: string): readonly unknown[] => {
  const value = prop(entity, key);
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
};

export const idOf = (value: unknown): string | undefined => {
  if (!isEntity(value)) return undefined;
  const id = prop(value, "@id");
  return typeof id === "string" ? id : undefined;
};

export const typesOf = (entity: Entity): readonly string[] =>
  valuesOf(entity, "@type").filter((type): type is string => typeof type === "string");

export const hasType = (entity: Entity, type: string) => typesOf(entity).includes(type);

/** A property's text, when it is text (trimmed; empty is none). */
export const textOf = (entity: Entity, key: string): string | undefined => {
  const value = prop(entity, key);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

/** The nodes of a graph by id; the first node of an id is the one read. */
export class CrateGraph {
  readonly #byId = new Map<string, Entity>();
  /** Per property, the nodes that name each id in it: built once, on first use. */
  readonly #referrers = new Map<string, Map<string, Entity[]>>();

  constructor(readonly nodes: readonly Entity[]) {
    for (const node of nodes) {
      const id = idOf(node);
      if (id !== undefined && !this.#byId.has(id)) this.#byId.set(id, node);
    }
  }

  get(id: string): Entity | undefined {
    return this.#byId.get(id);
  }

  /** The nodes whose `key` names the id (a Comment's `parentItem`, say). */
  referring(key: string, id: string): readonly Entity[] {
    let index = this.#referrers.get(key);
    if (!index) {
      index = new Map();
      for (const node of this.nodes)
        for (const value of valuesOf(node, key)) {
          const target = idOf(value);
          if (target === undefined) continue;
          const named = index.get(target);
          if (named) named.push(node);
          else index.set(target, [node]);
        }
      this.#referrers.set(key, index);
    }
    return index.get(id) ?? [];
  }

  /** What a property points to: referenced nodes found in the graph, and nodes written inline. */
  nodesOf(entity: Entity, key: string): Entity[] {
    return valuesOf(entity, key).flatMap((value) => {
      if (!isEntity(value)) return [];
      const id = idOf(value);
      const found = id === undefined ? undefined : this.#byId.get(id);
      if (found) return [found];
      return Object.keys(value).some((k) => k !== "@id") ? [value] : [];
    });
  }
}
