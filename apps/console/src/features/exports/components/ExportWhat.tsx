import { useTranslation } from "react-i18next";
import type { RecordExport } from "../api/export-calls";
import "../i18n/catalogue";

/** What an export holds, in words: the book's or project's name and its count, or the count of records. */
export function ExportWhat({ row }: { row: Pick<RecordExport, "scopeName" | "total"> }) {
  const { t } = useTranslation("exports");
  return (
    <>{row.scopeName ? t("list.what", { name: row.scopeName, count: row.total }) : t("list.records", { count: row.total })}</>
  );
}
