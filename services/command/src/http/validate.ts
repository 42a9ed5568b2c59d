import type { z } from "zod";
import { RequestError } from "./problem";

/** Parses input at the edge; a refusal names each wrong field and changes nothing. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ field: i.path.join(".") || "(body)", problem: i.code, message: i.message }));
  throw new RequestError(400, "request.invalid", { details: details.map((d) => d.field).join(", ") }, details);
}
