import { TEXT_LIMITS } from "@labledger/events/catalogue/name-limits";
import { isHtml, shorten } from "../audit/plain-text";
import { type CrateGraph, type Entity, hasType, idOf, prop, textOf, valuesOf } from "./crate-graph";
import { isWebAddress } from "./crate-root";
import type { ImportedComment, ImportedLink } from "./imported-record";

/** A record's own text: HTML kept as HTML, anything else (plain text, Markdown) as plain text. */
export interface RecordBody {
  readonly text: string;
  readonly html: boolean;
}

/** The record's `text`, else its `description` (a string, or a TextObject it points to). */
export function recordBody(graph: CrateGraph, dataset: Entity): RecordBody | undefined {
  for (const key of ["text", "description"]) {
    const text = textOf(dataset, key);
    if (text !== undefined) return { text, html: saysHtml(dataset) || isHtml(text) };
    const object = graph.nodesOf(dataset, key).find((node) => textOf(node, "text") !== undefined);
    if (object) {
      const inner = textOf(object, "text")!;
      return { text: inner, html: saysHtml(object) || isHtml(inner) };
    }
  }
  return undefined;
}

const saysHtml = (node: Entity) => (textOf(node, "encodingFormat") ?? "").toLowerCase().includes("html");

/** A date as the crate wrote it, when it reads as an ISO 8601 date. */
export function dateOf(dataset: Entity, key: string): string | undefined {
  const text = textOf(dataset, key);
  return text !== undefined && /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}.*)?$/.test(text) ? text : undefined;
}

/** A person's or an organisation's printed name: `name`, else given and family name; never an address or account. */
export function printedName(node: Entity): string | undefined {
  const name =
    textOf(node, "name") ??
    [textOf(node, "givenName"), textOf(node, "familyName")].filter((part) => part !== undefined).join(" ");
  return name === "" ? undefined : shorten(name, TEXT_LIMITS.realName);
}

const namesOf = (graph: CrateGraph, node: Entity, key: string): string[] => [
  ...valuesOf(node, key)
    .filter((v): v is string => typeof v === "string" && v.trim() !== "")
    .map((v) => v.trim()),
  ...graph.nodesOf(node, key).flatMap((person) => printedName(person) ?? []),
];

/** The record's authors: its `author`, else its `creator`, else the crate's (the root's author or creator). */
export function authorsOf(graph: CrateGraph, dataset: Entity, root: Entity): string[] {
  for (const node of [dataset, root])
    for (const key of ["author", "creator"]) {
      const names = namesOf(graph, node, key);
      if (names.length > 0) return [...new Set(names)];
    }
  return [];
}

/** `keywords`: one comma-separated string (a list, which the format forbids, is read too). */
export function keywordsOf(dataset: Entity): string[] {
  const words = valuesOf(dataset, "keywords")
    .filter((v): v is string => typeof v === "string")
    .flatMap((v) => v.split(","))
    .map((word) => shorten(word.trim(), TEXT_LIMITS.keyword))
    .filter(Boolean);
  return [...new Set(words)];
}

/** The record's comments: those it lists, and those that name it as their parent. */
export function commentsOf(graph: CrateGraph, dataset: Entity): ImportedComment[] {
  const id = idOf(dataset) ?? "";
  const naming = ["parentItem", "about"].flatMap((key) => graph.referring(key, id)).filter((node) => hasType(node, "Comment"));
  const comments = [...new Set([...graph.nodesOf(dataset, "comment"), ...naming])];
  return comments.flatMap((comment) => {
    const text = textOf(comment, "text");
    if (text === undefined) return [];
    const createdAt = textOf(comment, "dateCreated");
    const author = graph.nodesOf(comment, "author").flatMap((a) => printedName(a) ?? [])[0] ?? null;
    return [{ author, ...(createdAt ? { createdAt } : {}), text }];
  });
}

export interface RecordStep {
  readonly text: string;
  readonly status?: string;
}

/** The record's steps (`step`, HowToStep), in their positions: each its text or its directions' texts. */
export function stepsOf(graph: CrateGraph, dataset: Entity): RecordStep[] {
  const position = (step: Entity) => {
    const value = prop(step, "position");
    return typeof value === "number" ? value : Number(value) || Number.MAX_SAFE_INTEGER;
  };
  return graph
    .nodesOf(dataset, "step")
    .map((step, i) => ({ step, at: position(step), i }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .flatMap(({ step }) => {
      const directions = graph.nodesOf(step, "itemListElement").flatMap((d) => textOf(d, "text") ?? []);
      const text = textOf(step, "text") ?? (directions.length > 0 ? directions.join("\n") : textOf(step, "name"));
      const status = textOf(step, "creativeWorkStatus");
      return text === undefined ? [] : [{ text, ...(status ? { status } : {}) }];
    });
}

/** The record's links: where it came from (`url`), and what it mentions, cites or is the same as, on the web. */
export function linksOf(graph: CrateGraph, dataset: Entity, original: string): ImportedLink[] {
  const links: ImportedLink[] = [];
  const url = textOf(dataset, "url");
  if (url && isWebAddress(url)) links.push({ title: original, url });
  for (const key of ["mentions", "citation", "sameAs"]) {
    for (const value of valuesOf(dataset, key))
      if (typeof value === "string" && isWebAddress(value.trim())) links.push({ title: value.trim(), url: value.trim() });
    for (const node of graph.nodesOf(dataset, key)) {
      const address = [textOf(node, "url"), idOf(node)].find((u) => u !== undefined && isWebAddress(u));
      if (address) links.push({ title: shorten(textOf(node, "name") ?? address, 300), url: address });
    }
  }
  return links;
}
