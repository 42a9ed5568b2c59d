import { z } from "@labledger/events/content-schema";

/** A value not entered yet (null, "", []): always savable, completeness is checked at submission. */
const notEntered = z.union([z.null(), z.literal(""), z.array(z.unknown()).check(z.maxLength(0))]);

const row = z.looseObject({});

/** Content with free fields and rows (rich text, grids, files, containers): the save's shape is checked by the route. */
export const anyContent = z.looseObject({ fields: z.record(z.string(), z.unknown()), rows: z.array(row) });

/** Content of a single-value kind: its `value` field is empty or passes `value`; other fields are free. */
export const valueContent = (value: z.ZodMiniType) =>
  z.looseObject({
    fields: z.looseObject({ value: z.optional(z.union([notEntered, value])) }),
    rows: z.array(row),
  });

/** Text of at most `max` characters (code points, as people count them). */
export const textUpTo = (max: number) =>
  z.string({ error: "text" }).check(z.refine((text) => [...text].length <= max, { error: `≤ ${max}` }));

/** The rule a refused content broke, as its schema names it (the union's branch that is not "not entered"). */
export function brokenRule(schema: z.ZodMiniType, content: unknown): string | null {
  const result = z.safeParse(schema, content);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const inner = issue.code === "invalid_union" ? (issue.errors.at(-1)?.[0] ?? issue) : issue;
  return inner.message;
}
