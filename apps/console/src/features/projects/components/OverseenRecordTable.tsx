import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import "../i18n/catalogue";
import type { OverseenRecord } from "../api/oversight";
import { editorLinks } from "../logic/editor-links";
import { formatDateTime } from "../logic/format-time";
import { type Column, PagedTable } from "./PagedTable";

/** Records a manager may see: number, title, whose, department, project, task, status, created; a row opens its preview. */
export function OverseenRecordTable(props: {
  readonly rows: readonly OverseenRecord[] | undefined;
  readonly total: number;
  readonly page: { pageIndex: number; pageSize: number };
  readonly onPage: (pageIndex: number, pageSize: number) => void;
  readonly hideOwner?: boolean;
  readonly testId: string;
}) {
  const { t } = useTranslation("projects");
  const navigate = useNavigate();
  const columns: Column<OverseenRecord>[] = [
    { key: "number", header: t("record.number"), cell: (r) => <span data-testid="record-number">{r.number}</span> },
    { key: "title", header: t("record.title"), cell: (r) => <span data-testid="record-title">{r.title}</span> },
    ...(props.hideOwner
      ? []
      : [
          { key: "owner", header: t("record.owner"), cell: (r: OverseenRecord) => r.ownerName },
          { key: "department", header: t("oversight.department"), cell: (r: OverseenRecord) => r.departmentName },
        ]),
    { key: "project", header: t("record.project"), cell: (r) => r.projectName },
    { key: "task", header: t("record.task"), cell: (r) => r.taskName },
    {
      key: "status",
      header: t("record.status"),
      cell: (r) => <span data-testid="record-status">{t(`recordStatus.${r.status}`)}</span>,
    },
    { key: "createdAt", header: t("oversight.createdAt"), cell: (r) => formatDateTime(r.createdAt) },
  ];
  return (
    <PagedTable
      testId={props.testId}
      columns={columns}
      rows={props.rows}
      total={props.total}
      pageIndex={props.page.pageIndex}
      pageSize={props.page.pageSize}
      onPage={props.onPage}
      onRowClick={(r) => navigate(editorLinks.previewRecord(r.id))}
      rowTestId={(r) => ({ "data-testid": `overseen-row-${r.number}` })}
    />
  );
}
