import type { ElnEntity, ElnFile, KindModule } from "../module-kind";

type Entity = Readonly<Record<string, unknown>>;
type Module = KindModule & { readonly moduleId: string };

/** The module's id in the crate (a fragment: modules are not files). */
export const moduleEntityId = (module: Module) => `#module-${module.moduleId}`;

const propertyValues = (values: Readonly<Record<string, unknown>>, skip: ReadonlySet<string> = new Set()) =>
  Object.entries(values)
    .filter(([key, value]) => !skip.has(key) && value !== undefined)
    .map(([key, value]) => ({ "@type": "PropertyValue", propertyID: key, value }));

/**
 * The module as an RO-Crate `CreativeWork`: its title, kind, fields as `PropertyValue`s, each
 * row a part with its cells; `extra` adds to the entity, `parts` and `files` come from the kind.
 */
export function elnEntityOf(
  module: Module,
  more: {
    extra?: Entity;
    parts?: readonly Entity[];
    files?: readonly ElnFile[];
    fields?: Readonly<Record<string, unknown>>;
  } = {},
): ElnEntity {
  const id = moduleEntityId(module);
  const rows = module.content.rows.map((row, i) => ({
    "@id": `${id}/row-${row.rowId}`,
    "@type": "CreativeWork",
    position: i + 1,
    variableMeasured: propertyValues(row, new Set(["rowId"])),
  }));
  const parts = [...rows, ...(more.parts ?? [])];
  const entity: Entity = {
    "@id": id,
    "@type": "CreativeWork",
    name: module.title,
    additionalType: module.subType ? `${module.type}/${module.subType}` : module.type,
    variableMeasured: propertyValues(more.fields ?? module.content.fields, new Set(["highlight", "setHighlight"])),
    ...(parts.length > 0 ? { hasPart: parts.map((part) => ({ "@id": part["@id"] })) } : {}),
    ...more.extra,
  };
  return { entity, parts, files: more.files ?? [] };
}
