import type { z } from "zod";

/**
 * One event type at its current schema version, with the upcasters that lift every older
 * stored version to it. Stored events are never rewritten: old versions are upcast on read.
 */
export interface EventDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  readonly type: Type;
  readonly version: number;
  readonly schema: Schema;
  /** upcasters[v] turns data of version v into data of version v + 1. */
  readonly upcasters: Readonly<Record<number, (data: unknown) => unknown>>;
  readonly description: string;
}

export function defineEvent<Type extends string, Schema extends z.ZodType>(definition: {
  type: Type;
  version: number;
  schema: Schema;
  description: string;
  upcasters?: Record<number, (data: unknown) => unknown>;
}): EventDefinition<Type, Schema> {
  for (let v = 1; v < definition.version; v++) {
    if (!definition.upcasters?.[v]) throw new Error(`${definition.type}: no upcaster from v${v} to v${v + 1}`);
  }
  return { upcasters: {}, ...definition };
}

export type EventOf<D> = D extends EventDefinition<infer Type, infer Schema> ? { type: Type; data: z.infer<Schema> } : never;
