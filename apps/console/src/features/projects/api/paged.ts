import { type CallOptions, call } from "../../../transport/api-client";
import type { Page } from "./types";

/** A paged list call: the envelope's rows and total. */
export async function getPage<T>(path: string, options?: CallOptions): Promise<Page<T>> {
  const body = await call("GET", path, options);
  return { rows: (body.rows ?? []) as T[], total: body.total ?? 0 };
}
