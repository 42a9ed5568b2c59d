import type { RecordExport } from "../api/export-calls";

/** Whether an export is still on its way (the list keeps asking until none is). */
export const inFlight = (row: Pick<RecordExport, "status">) => row.status === "pending" || row.status === "queued";

/** How far an export being written is, 0–100. */
export const percentDone = (row: Pick<RecordExport, "done" | "total" | "status">) =>
  row.status === "ready" ? 100 : row.total === 0 ? 0 : Math.min(100, Math.round((row.done * 100) / row.total));

/** A file size in the units people read: 12.3 KB, 4.5 MB. */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** What the request page was asked to export, from its query: records by id, or one record book or project. */
export function scopeOfQuery(search: URLSearchParams): { scope: "records" | "notebook" | "project"; ids: string[] } | null {
  const notebook = search.get("notebook");
  if (notebook) return { scope: "notebook", ids: [notebook] };
  const project = search.get("project");
  if (project) return { scope: "project", ids: [project] };
  const ids = (search.get("ids") ?? "").split(",").filter(Boolean);
  return ids.length > 0 ? { scope: "records", ids } : null;
}
