import { ExportButtons } from "./ExportButtons";

/** A record's whole trace as CSV or PDF (GET /api/experiments/{id}/trace/export). */
export function TraceExportButtons({ recordId }: { recordId: string }) {
  return (
    <ExportButtons
      testId="trace-export"
      pathOf={(format) => `/experiments/${encodeURIComponent(recordId)}/trace/export?format=${format}`}
      fallbackName={(format) => `trace.${format}`}
    />
  );
}
