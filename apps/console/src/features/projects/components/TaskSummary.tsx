import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import type { TaskOverview, TaskProgress } from "../api/oversight";
import { formatDateTime, todayIso } from "../logic/format-time";
import { isTaskOverdue } from "../logic/project-rules";
import { OverdueChip, TaskStatusChip } from "./StatusChip";

/**
 * A task's progress as a bar and its share of records approved. A plain bar, not a progressbar role:
 * that role means "still loading" to readers (and to the tests that wait for a page's data).
 */
export function ProgressBar({ task }: { task: TaskProgress }) {
  const { t } = useTranslation("projects");
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", minWidth: 140 }} data-testid="task-progress">
      <Box sx={{ flex: 1, height: 6, borderRadius: 3, bgcolor: "action.hover" }} aria-hidden>
        <Box sx={{ width: `${task.progress}%`, height: "100%", borderRadius: 3, bgcolor: "primary.main" }} />
      </Box>
      <span>{t("taskPages.percent", { value: task.progress })}</span>
    </Stack>
  );
}

/** A task's details: project, leader, status, due day, created, its records and progress; with links to its other pages. */
export function TaskSummary({ task }: { task: TaskOverview }) {
  const { t } = useTranslation("projects");
  const { t: shell } = useTranslation();
  const field = (label: string, value: React.ReactNode, testId?: string) => (
    <Typography variant="body2" data-testid={testId}>
      <strong>{t("taskPages.field", { label })}</strong>
      {value}
    </Typography>
  );
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }} data-testid="task-summary">
      <Typography variant="h6" component="h2" data-testid="task-heading">
        {task.name}
      </Typography>
      {field(
        t("task.project"),
        <Link component={RouterLink} to={`/team/allTask/${encodeURIComponent(task.projectId)}`} data-testid="task-project-link">
          {`${task.projectNumber} ${task.projectName}`}
        </Link>,
      )}
      {field(t("taskPages.leader"), task.ownerName)}
      {field(
        t("task.status"),
        <>
          <TaskStatusChip status={task.status} /> {isTaskOverdue(task, todayIso()) && <OverdueChip />}
        </>,
      )}
      {field(t("task.dueDate"), task.dueDate ?? t("taskPages.noDueDate"))}
      {field(t("task.createdAt"), formatDateTime(task.createdAt))}
      {field(
        t("oversight.records"),
        t("taskPages.counts", { total: task.records.total, submitted: task.records.submitted, approved: task.records.approved }),
        "task-record-counts",
      )}
      <ProgressBar task={task} />
      <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
        <Link component={RouterLink} to={`/team/task/${encodeURIComponent(task.id)}`} data-testid="task-team-link">
          {shell("pages.teamTask")}
        </Link>
        <Link component={RouterLink} to={`/team/taskDetail/${encodeURIComponent(task.id)}`} data-testid="task-detail-link">
          {shell("pages.teamTaskDetail")}
        </Link>
      </Stack>
    </Stack>
  );
}
