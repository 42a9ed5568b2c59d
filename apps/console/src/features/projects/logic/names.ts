// Deep path: the plain limits the server checks, without the catalogue's zod schemas.
import { NAME_LIMITS } from "@labledger/events/catalogue/name-limits";

/** Spec §5 name and text lengths of what these pages create. */
export { NAME_LIMITS };
export type NamedThing = keyof typeof NAME_LIMITS;

export type NameProblem = "required" | "tooLong";

/** What is wrong with a name typed for a new thing, or null when it may be sent (the server trims too). */
export function nameProblem(kind: NamedThing, name: string): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return "required";
  // Code points, not UTF-16 units: the limit counts characters as the user sees them.
  if ([...trimmed].length > NAME_LIMITS[kind]) return "tooLong";
  return null;
}
