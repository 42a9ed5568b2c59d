import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { DEFAULT_PAGE } from "../api/list-params";
import { projectTasksQuery } from "../api/projects";
import type { Task } from "../api/types";
import { useMemberNames } from "../hooks/use-me";
import { useWritePosition } from "../hooks/write-position";
import { formatDateTime, todayIso } from "../logic/format-time";
import { isTaskOverdue } from "../logic/project-rules";
import { type Column, PagedTable } from "./PagedTable";
import { OverdueChip } from "./StatusChip";
import { TaskStatusMenu } from "./TaskStatusMenu";

/** The tasks of a project, paged: name, status, due date with the overdue mark, assignees. */
export function ProjectTasks({ projectId }: { projectId: string }) {
  const { t } = useTranslation("projects");
  const nameOf = useMemberNames();
  const position = useWritePosition();
  const [page, setPage] = useState<{ pageIndex: number; pageSize: number }>({ ...DEFAULT_PAGE });
  const { data } = useQuery(projectTasksQuery(projectId, { ...page, position }));
  const today = todayIso();
  const columns: Column<Task>[] = [
    { key: "name", header: t("task.name"), cell: (r) => <span data-testid="task-name-cell">{r.name}</span> },
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
    { key: "assignees", header: t("task.assignees"), cell: (r) => r.assigneeIds.map(nameOf).join(", ") },
    { key: "createdAt", header: t("task.createdAt"), cell: (r) => formatDateTime(r.createdAt) },
  ];
  return (
    <PagedTable
      testId="project-tasks"
      columns={columns}
      rows={data?.rows}
      total={data?.total ?? 0}
      pageIndex={page.pageIndex}
      pageSize={page.pageSize}
      onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
      rowTestId={(r) => ({ "data-testid": `project-task-${r.id}` })}
    />
  );
}
