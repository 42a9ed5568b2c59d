import { type CrateGraph, type Entity, idOf, isEntity, prop, textOf, valuesOf } from "./crate-graph";
import type { ElnWords } from "./eln-words";

/** One line of the record's metadata: what it is and its value in words. */
export interface RecordProperty {
  readonly item: string;
  readonly content: string;
}

/**
 * The record's metadata as lines: its category (`about`), type (`genre`), status, identifier, date
 * (`temporal`) and version, then each `variableMeasured` PropertyValue by its name (else its
 * property id), the value with its unit. A value that is a JSON object is an application's own
 * blob of what the other PropertyValues say one by one (eLabFTW's `elabftw_metadata`): left out.
 */
export function recordProperties(graph: CrateGraph, dataset: Entity, w: ElnWords): RecordProperty[] {
  const own = (
    [
      ["category", graph.nodesOf(dataset, "about").flatMap((about) => textOf(about, "name") ?? [])],
      ["genre", texts(valuesOf(dataset, "genre"))],
      ["status", texts(valuesOf(dataset, "creativeWorkStatus"))],
      ["identifier", texts(valuesOf(dataset, "identifier").map((v) => (isEntity(v) ? prop(v, "value") : v)))],
      ["period", texts(valuesOf(dataset, "temporal"))],
      ["version", texts(valuesOf(dataset, "version"))],
    ] as const
  ).flatMap(([key, values]) => (values.length > 0 ? [{ item: w(key), content: values.join(", ") }] : []));
  const measured = graph.nodesOf(dataset, "variableMeasured").flatMap((pv): RecordProperty[] => {
    const item = propertyName(pv);
    const value = prop(pv, "value");
    if (item === undefined || isJsonObject(value)) return [];
    const unit = textOf(pv, "unitText");
    const content = valueText(graph, value);
    return [{ item, content: unit && content !== "" ? `${content} ${unit}` : content }];
  });
  return [...own, ...measured];
}

const texts = (values: readonly unknown[]) =>
  values.flatMap((v) => (typeof v === "string" && v.trim() !== "" ? [v.trim()] : typeof v === "number" ? [String(v)] : []));

/** `name` without the arrow of an unnamed group (PASTA's " → Model"), else `propertyID`. */
function propertyName(pv: Entity): string | undefined {
  const name = textOf(pv, "name")?.replace(/^[\s→]+/, "");
  return name || textOf(pv, "propertyID");
}

/** A value in words; a list's items one level deep only (a crate's nesting is not followed). */
function valueText(graph: CrateGraph, value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => (Array.isArray(v) ? "" : oneValueText(graph, v))).join(", ");
  return oneValueText(graph, value);
}

/** A value in words: a reference (also a string that is a node's id, as SampleDB writes them) by its node's name. */
function oneValueText(graph: CrateGraph, value: unknown): string {
  if (typeof value === "string") return (graph.get(value) && textOf(graph.get(value)!, "name")) ?? value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const id = idOf(value);
  if (id === undefined) return "";
  const node = graph.get(id);
  return (node && textOf(node, "name")) ?? id;
}

function isJsonObject(value: unknown): boolean {
  if (typeof value !== "string" || !value.trimStart().startsWith("{")) return false;
  try {
    return isEntity(JSON.parse(value));
  } catch {
    return false;
  }
}
