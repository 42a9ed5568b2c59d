import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import "../i18n/catalogue";
import { DEFAULT_PAGE } from "../api/list-params";
import { type TaskProgress, taskProgressQuery } from "../api/oversight";
import { projectQuery } from "../api/projects";
import { type Column, PagedTable } from "../components/PagedTable";
import { Refusal } from "../components/Refusal";
import { OverdueChip, ProjectStatusChip, TaskStatusChip } from "../components/StatusChip";
import { ProgressBar } from "../components/TaskSummary";
import { useMemberNames } from "../hooks/use-me";
import { useWritePosition } from "../hooks/write-position";
import { formatDateTime, todayIso } from "../logic/format-time";
import { isTaskOverdue } from "../logic/project-rules";

/** /team/allTask/{id}: every task of a project the member may see, with leader, assignees, status, dates, records and progress. */
export default function AllTaskPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("projects");
  const { t: shell } = useTranslation();
  const nameOf = useMemberNames();
  const position = useWritePosition();
  const [page, setPage] = useState<{ pageIndex: number; pageSize: number }>({ ...DEFAULT_PAGE });
  const project = useQuery({ ...projectQuery(id, position), retry: false });
  const tasks = useQuery(taskProgressQuery(id, { ...page, position }));
  const today = todayIso();
  const columns: Column<TaskProgress>[] = [
    {
      key: "name",
      header: t("task.name"),
      cell: (r) => (
        <Link component={RouterLink} to={`/team/taskDetail/${encodeURIComponent(r.id)}`} data-testid="task-detail-link">
          {r.name}
        </Link>
      ),
    },
    { key: "leader", header: t("taskPages.leader"), cell: (r) => r.ownerName },
    { key: "assignees", header: t("task.assignees"), cell: (r) => r.assigneeNames.join(t("taskPages.listSeparator")) },
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
    { key: "createdAt", header: t("task.createdAt"), cell: (r) => formatDateTime(r.createdAt) },
    {
      key: "records",
      header: t("oversight.records"),
      cell: (r) => (
        <span data-testid="task-record-counts">
          {t("taskPages.counts", { total: r.records.total, submitted: r.records.submitted, approved: r.records.approved })}
        </span>
      ),
    },
    { key: "progress", header: t("taskPages.progress"), cell: (r) => <ProgressBar task={r} /> },
    {
      key: "team",
      header: t("list.actions"),
      cell: (r) => (
        <Link component={RouterLink} to={`/team/task/${encodeURIComponent(r.id)}`} data-testid="task-team-link">
          {shell("pages.teamTask")}
        </Link>
      ),
    },
  ];
  if (project.isError || tasks.isError)
    return (
      <PageFrame title={shell("pages.teamAllTask")} testId="all-task-page">
        <Refusal error={project.error ?? tasks.error} testId="all-task-refused" />
      </PageFrame>
    );
  const p = project.data;
  return (
    <PageFrame title={shell("pages.teamAllTask")} testId="all-task-page">
      {p && (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: "center" }}>
          <Typography variant="h6" component="h2" data-testid="all-task-project">
            {`${p.number} ${p.name}`}
          </Typography>
          <ProjectStatusChip status={p.status} />
          <Typography variant="body2">{t("taskPages.projectLeader", { name: nameOf(p.leaderId) })}</Typography>
        </Stack>
      )}
      <PagedTable
        testId="all-task-list"
        columns={columns}
        rows={tasks.data?.rows}
        total={tasks.data?.total ?? 0}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
        rowTestId={(r) => ({ "data-testid": `all-task-row-${r.name}` })}
      />
    </PageFrame>
  );
}
