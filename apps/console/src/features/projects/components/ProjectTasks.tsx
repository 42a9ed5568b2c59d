import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { projectTasksQuery } from "../api/projects";
import type { Task } from "../api/types";
import { useMemberNames } from "../hooks/use-me";
import { useWritePosition } from "../hooks/write-position";
import { formatDateTime, todayIso } from "../logic/format-time";
import { isTaskOverdue } from "../logic/project-rules";
import { type Column, PagedTable } from "./PagedTable";
import { OverdueChip, TaskStatusChip } from "./StatusChip";

/** The tasks of a project as a short list (name, status, due date with the overdue mark, assignees). */
export function ProjectTasks({ projectId }: { projectId: string }) {
  const { t } = useTranslation("projects");
  const nameOf = useMemberNames();
  const position = useWritePosition();
  const { data } = useQuery(projectTasksQuery(projectId, position));
  const today = todayIso();
  const columns: Column<Task>[] = [
    { key: "name", header: t("task.name"), cell: (r) => <span data-testid="task-name-cell">{r.name}</span> },
    { key: "status", header: t("task.status"), cell: (r) => <TaskStatusChip status={r.status} /> },
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
      rows={data}
      total={data?.length ?? 0}
      pageIndex={1}
      pageSize={data?.length ?? 0}
    />
  );
}
