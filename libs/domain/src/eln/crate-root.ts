import { DomainError } from "../decider/domain-error";
import { CrateGraph, type Entity, hasType, idOf, isEntity, prop, textOf } from "./crate-graph";
import type { CrateSource } from "./imported-record";

const DESCRIPTOR = "ro-crate-metadata.json";

export interface CrateRoot {
  readonly graph: CrateGraph;
  readonly descriptor: Entity;
  readonly root: Entity;
}

/**
 * The crate's graph, its metadata descriptor and the root Dataset the descriptor is `about`.
 * Anything else is not an RO-Crate: refused with `eln.notACrate`.
 */
export function crateRoot(metadata: unknown): CrateRoot {
  const nodes = isEntity(metadata) ? prop(metadata, "@graph") : undefined;
  if (!Array.isArray(nodes)) throw notACrate();
  const graph = new CrateGraph(nodes.filter(isEntity));
  const descriptor =
    graph.get(DESCRIPTOR) ?? graph.nodes.find((n) => idOf(n)?.endsWith(DESCRIPTOR) && hasType(n, "CreativeWork"));
  const rootId = descriptor && idOf(prop(descriptor, "about"));
  const root = rootId === undefined ? undefined : graph.get(rootId);
  if (!descriptor || !root || !hasType(root, "Dataset")) throw notACrate();
  return { graph, descriptor, root };
}

const notACrate = () => new DomainError("eln.notACrate", "invalid");

/** Who published the crate (`sdPublisher`) and when the crate was made. */
export function crateSource({ graph, descriptor }: CrateRoot): CrateSource {
  const publisher = graph.nodesOf(descriptor, "sdPublisher")[0];
  const url = publisher && [textOf(publisher, "url"), idOf(publisher)].find((u) => u !== undefined && isWebAddress(u));
  const createdAt = textOf(descriptor, "dateCreated");
  return {
    application: (publisher && textOf(publisher, "name")) ?? null,
    url: url ?? null,
    ...(createdAt ? { createdAt } : {}),
  };
}

/** An address a link may open: http, https or ftp, and nothing a browser would run. */
export const isWebAddress = (text: string) => /^(https?|ftp):\/\/[^\s<>"]+$/i.test(text) && text.length <= 2048;
