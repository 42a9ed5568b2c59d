import Link from "@mui/material/Link";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import { DEFAULT_PAGE } from "../api/list-params";
import { myTasksQuery, projectsQuery } from "../api/projects";
import type { Task } from "../api/types";
import { useMemberNames } from "../hooks/use-me";
import { useWritePosition } from "../hooks/write-position";
import { formatDateTime, todayIso } from "../logic/format-time";
import { isTaskOverdue } from "../logic/project-rules";
import { type Column, PagedTable } from "./PagedTable";
import { OverdueChip } from "./StatusChip";
import { TaskStatusMenu } from "./TaskStatusMenu";

/** The member's tasks (owned or assigned), paged; overdue ones marked, or only those. */
export function MyTaskTable({ overdueOnly, testId }: { overdueOnly: boolean; testId: string }) {
  const { t } = useTranslation("projects");
  const nameOf = useMemberNames();
  const position = useWritePosition();
  const [page, setPage] = useState<{ pageIndex: number; pageSize: number; overdueOnly: boolean }>({
    ...DEFAULT_PAGE,
    overdueOnly,
  });
  const current = page.overdueOnly === overdueOnly ? page : { ...DEFAULT_PAGE, overdueOnly };
  const { data } = useQuery(
    myTasksQuery({
      pageIndex: current.pageIndex,
      pageSize: current.pageSize,
      overdue: overdueOnly ? "true" : undefined,
      position,
    }),
  );
  const projects = useQuery(projectsQuery({ pageIndex: 1, pageSize: 200, position })).data?.rows ?? [];
  // A task can be assigned in a project the member may not view: its name is then not known here.
  const projectName = (id: string) => projects.find((p) => p.id === id)?.name ?? "—";
  const today = todayIso();
  const columns: Column<Task>[] = [
    {
      key: "name",
      header: t("task.name"),
      cell: (r) => (
        <Link
          component={RouterLink}
          to={`/team/myTask/${encodeURIComponent(r.projectId)}/${encodeURIComponent(r.id)}`}
          data-testid="task-name-cell"
        >
          {r.name}
        </Link>
      ),
    },
    { key: "project", header: t("task.project"), cell: (r) => projectName(r.projectId) },
    { key: "status", header: t("task.status"), cell: (r) => <TaskStatusMenu task={r} /> },
    {
      key: "due",
      header: t("task.dueDate"),
      cell: (r) => (
        <>
          {r.dueDate ?? ""} {isTaskOverdue(r, today) && <OverdueChip />}
        </>
      ),
    },
    { key: "owner", header: t("task.owner"), cell: (r) => nameOf(r.ownerId) },
    { key: "updatedAt", header: t("task.updatedAt"), cell: (r) => formatDateTime(r.updatedAt ?? r.createdAt) },
  ];
  return (
    <PagedTable
      testId={testId}
      columns={columns}
      rows={data?.rows}
      total={data?.total ?? 0}
      pageIndex={current.pageIndex}
      pageSize={current.pageSize}
      onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize, overdueOnly })}
      rowTestId={(r) => ({ "data-testid": `task-row-${r.id}`, "data-overdue": String(isTaskOverdue(r, today)) })}
    />
  );
}
