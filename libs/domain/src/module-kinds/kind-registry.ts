import type { ModuleKind } from "./module-kind";

/** The look-ups over a list of kinds (./registry.ts makes the product's; a test may make its own). */
export function registryOf(kinds: readonly ModuleKind[]) {
  const byType = new Map<string, ModuleKind>(kinds.map((kind) => [kind.type, kind]));
  const subTypes = new Set(kinds.flatMap((kind) => Object.keys(kind.subTypes ?? {})));
  return {
    /** The kind of a module type, or undefined for a type no kind registers (an old event's, say). */
    kindOf: (type: string): ModuleKind | undefined => byType.get(type),
    /** Whether a new module's type is a registered kind and its sub-type (if any) one a kind declares. */
    isKnownKind: (type: string, subType: string | null): boolean =>
      byType.has(type) && (subType === null || subTypes.has(subType)),
    /** Whether a module type's rows are files, added by the upload only (spec §5). */
    holdsFiles: (type: string): boolean => byType.get(type)?.holdsFiles === true,
    /** The content fields of a module type that hold HTML (none for a type no kind registers). */
    htmlFields: (type: string): readonly string[] => byType.get(type)?.htmlFields ?? [],
    /** The module types a new module may have: what the API's enum and the decider accept. */
    types: kinds.map((kind) => kind.type),
    /** Every sub-type a kind declares (spec §3: the grid's). */
    subTypes: [...subTypes],
  };
}
