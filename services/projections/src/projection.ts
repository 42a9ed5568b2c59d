import type { CurrentEvent, EventType } from "@labledger/events";
import type { DocumentWrite } from "@labledger/ports";

/**
 * A read model: a pure function from one event to document writes. It names the event
 * types it reads (others pass by without being upcast) and the collections it writes.
 */
export interface Projection {
  readonly name: string;
  /**
   * Raised whenever a change of the projection changes what it would write for events already
   * in the log (a new event type read, a new field): the runner then rebuilds it once at start.
   */
  readonly version: number;
  readonly collections: readonly string[];
  readonly handles: ReadonlySet<EventType>;
  readonly project: (event: CurrentEvent) => DocumentWrite[];
}

export function defineProjection<T extends EventType>(definition: {
  name: string;
  /** 1 unless the projection changed what it writes for past events (see Projection.version). */
  version?: number;
  collections: readonly string[];
  handles: readonly T[];
  project: (event: Extract<CurrentEvent, { type: T }>) => DocumentWrite[];
}): Projection {
  return {
    ...definition,
    version: definition.version ?? 1,
    handles: new Set(definition.handles),
    project: definition.project as Projection["project"],
  };
}

/** Where the version of the definition that wrote a read model is kept, beside its checkpoint. */
export const versionKey = (projection: Pick<Projection, "name">) => `${projection.name}#version`;
