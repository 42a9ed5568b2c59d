import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import "../i18n/catalogue";
import { DEFAULT_PAGE } from "../api/list-params";
import { experimentsQuery } from "../api/records";
import type { ExperimentRow } from "../api/types";
import { useMemberNames } from "../hooks/use-me";
import { useWritePosition } from "../hooks/write-position";
import { editorLinks } from "../logic/editor-links";
import { formatDateTime } from "../logic/format-time";
import { type Column, PagedTable } from "./PagedTable";

export interface ExperimentFilters {
  readonly projectId?: string;
  readonly notebookId?: string;
  readonly taskId?: string;
  readonly keyword?: string;
  readonly overdue?: boolean;
}

/** Records the member may view: number, title, status, owner, update time; a click opens the editor. */
export function ExperimentTable({ filters, testId = "record-list" }: { filters: ExperimentFilters; testId?: string }) {
  const { t } = useTranslation("projects");
  const navigate = useNavigate();
  const nameOf = useMemberNames();
  const position = useWritePosition();
  const [page, setPage] = useState<{ pageIndex: number; pageSize: number; key: string }>({ ...DEFAULT_PAGE, key: "" });
  // A change of filters starts again at page 1.
  const filterKey = JSON.stringify(filters);
  const current = page.key === filterKey ? page : { ...DEFAULT_PAGE, pageSize: page.pageSize, key: filterKey };
  const params = {
    pageIndex: current.pageIndex,
    pageSize: current.pageSize,
    keyword: filters.keyword,
    projectId: filters.projectId,
    notebookId: filters.notebookId,
    taskId: filters.taskId,
    overdue: filters.overdue ? "true" : undefined,
    position,
  };
  const { data } = useQuery(experimentsQuery(params));
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  const columns: Column<ExperimentRow>[] = [
    {
      key: "number",
      header: t("record.number"),
      cell: (r) => (
        <Link component={RouterLink} to={editorLinks.editRecord(r.id)} onClick={stop} data-testid="record-number">
          {r.number}
        </Link>
      ),
    },
    { key: "title", header: t("record.title"), cell: (r) => <span data-testid="record-title">{r.title}</span> },
    {
      key: "status",
      header: t("record.status"),
      cell: (r) => t(`recordStatus.${r.status ?? "draft"}`, { defaultValue: r.status ?? "" }),
    },
    { key: "owner", header: t("record.owner"), cell: (r) => nameOf(r.ownerId) },
    { key: "updatedAt", header: t("record.updatedAt"), cell: (r) => formatDateTime(r.updatedAt ?? r.createdAt) },
    {
      key: "actions",
      header: t("list.actions"),
      cell: (r) => (
        <Stack direction="row" spacing={1}>
          <Link
            component="button"
            onClick={(e) => {
              stop(e);
              navigate(editorLinks.previewRecord(r.id));
            }}
            data-testid={`record-preview-${r.id}`}
          >
            {t("record.preview")}
          </Link>
          <Link
            component="button"
            onClick={(e) => {
              stop(e);
              navigate(editorLinks.cloneRecord(r.id, r.notebookId));
            }}
            data-testid={`record-clone-${r.id}`}
          >
            {t("record.clone")}
          </Link>
        </Stack>
      ),
    },
  ];
  return (
    <PagedTable
      testId={testId}
      columns={columns}
      rows={data?.rows}
      total={data?.total ?? 0}
      pageIndex={current.pageIndex}
      pageSize={current.pageSize}
      onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize, key: filterKey })}
      onRowClick={(r) => navigate(editorLinks.editRecord(r.id))}
      rowTestId={(r) => ({ "data-testid": `record-row-${r.number}` })}
    />
  );
}
