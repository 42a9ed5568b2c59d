import type { DomainEvent } from "./catalogue";
import { definitionOf } from "./catalogue";
import type { EventMetadata, NewEvent, RecordedEvent } from "./envelope";

export class UnknownEventTypeError extends Error {
  constructor(readonly eventType: string) {
    super(`unknown event type ${eventType}`);
  }
}

export class InvalidEventError extends Error {
  constructor(
    readonly eventType: string,
    readonly issues: string,
  ) {
    super(`invalid ${eventType} event: ${issues}`);
  }
}

/** A stored event lifted to the current version of its type and checked against its schema. */
export type CurrentEvent = DomainEvent & { readonly metadata: EventMetadata };

export function upcast(event: RecordedEvent): CurrentEvent {
  const definition = definitionOf(event.type);
  if (!definition) throw new UnknownEventTypeError(event.type);
  if (event.version > definition.version) {
    throw new InvalidEventError(event.type, `stored v${event.version} is newer than this build's v${definition.version}`);
  }
  // Events are validated when they are appended; what an upcaster makes is validated here.
  if (event.version === definition.version) return event as CurrentEvent;
  let data = event.data;
  for (let v = event.version; v < definition.version; v++) data = definition.upcasters[v]!(data);
  const parsed = definition.schema.safeParse(data);
  if (!parsed.success) throw new InvalidEventError(event.type, parsed.error.message);
  return { type: event.type, data: parsed.data, metadata: event.metadata } as CurrentEvent;
}

/** Builds a new event at its current version, validated against its schema. */
export function newEvent<E extends DomainEvent>(event: E, metadata: NewEvent["metadata"]): NewEvent<E["type"]> {
  const definition = definitionOf(event.type);
  if (!definition) throw new UnknownEventTypeError(event.type);
  const parsed = definition.schema.safeParse(event.data);
  if (!parsed.success) throw new InvalidEventError(event.type, parsed.error.message);
  return { type: event.type, version: definition.version, data: parsed.data, metadata };
}
