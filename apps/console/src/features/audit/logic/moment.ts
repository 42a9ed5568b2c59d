import { isTime } from "./date-range";

/** The moment a time-travel URL asks for: an event's global position, a time, or the latest. */
export type MomentRequest = { readonly position: number } | { readonly time: string } | "latest";

/** Reads ?position= (a positive whole number) or ?time= (YYYY-MM-DD HH:mm:ss); anything else is the latest. */
export function momentFromSearch(search: URLSearchParams): MomentRequest {
  const position = Number(search.get("position"));
  if (search.has("position") && Number.isInteger(position) && position >= 1) return { position };
  const time = search.get("time")?.trim() ?? "";
  if (isTime(time)) return { time };
  return "latest";
}

/** The query of GET /api/experiments/{id}/at; the latest is asked as a time far ahead. */
export function momentQueryString(request: MomentRequest): string {
  if (request === "latest") return `time=${encodeURIComponent("2999-12-31 23:59:59")}`;
  if ("position" in request) return `position=${request.position}`;
  return `time=${encodeURIComponent(request.time)}`;
}
