import type { CurrentEvent, EventType } from "@labledger/events";
import type { DocumentWrite } from "@labledger/ports";

/**
 * A read model: a pure function from one event to document writes. It names the event
 * types it reads (others pass by without being upcast) and the collections it writes.
 */
export interface Projection {
  readonly name: string;
  readonly collections: readonly string[];
  readonly handles: ReadonlySet<EventType>;
  readonly project: (event: CurrentEvent) => DocumentWrite[];
}

export function defineProjection<T extends EventType>(definition: {
  name: string;
  collections: readonly string[];
  handles: readonly T[];
  project: (event: Extract<CurrentEvent, { type: T }>) => DocumentWrite[];
}): Projection {
  return { ...definition, handles: new Set(definition.handles), project: definition.project as Projection["project"] };
}
