import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import "../i18n/catalogue";
import { type TaskOverview, taskOverviewQuery } from "../api/oversight";
import { type Column, PagedTable } from "../components/PagedTable";
import { Refusal } from "../components/Refusal";
import { TaskSummary } from "../components/TaskSummary";

type Assignee = TaskOverview["assignees"][number] & { id: string };

/**
 * /team/task/{id}: a task as its team — its details and its members, each with their records in it
 * (how many, waiting for review, approved), a member's name opening their records. The records
 * themselves, with their statuses and the task's history, are /team/taskDetail/{id}: the project's
 * task model has no other kind of task, so the two pages are two views of one task — who works on
 * it here, what was recorded in it there.
 */
export default function TaskPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("projects");
  const { t: shell } = useTranslation();
  const task = useQuery(taskOverviewQuery(id));
  const columns: Column<Assignee>[] = [
    {
      key: "name",
      header: t("oversight.member"),
      cell: (m) => (
        <Link
          component={RouterLink}
          to={`/team/member/record/${encodeURIComponent(m.memberId)}`}
          data-testid="member-records-link"
        >
          {m.name}
        </Link>
      ),
    },
    { key: "department", header: t("oversight.department"), cell: (m) => m.departmentName },
    { key: "records", header: t("oversight.records"), cell: (m) => m.records.total },
    { key: "submitted", header: t("recordStatus.submitted"), cell: (m) => m.records.submitted },
    { key: "approved", header: t("recordStatus.approved"), cell: (m) => m.records.approved },
  ];
  if (task.isError)
    return (
      <PageFrame title={shell("pages.teamTask")} testId="task-page">
        <Refusal error={task.error} testId="task-refused" />
      </PageFrame>
    );
  const rows = task.data?.assignees.map((m) => ({ ...m, id: m.memberId }));
  return (
    <PageFrame title={shell("pages.teamTask")} testId="task-page">
      {task.data && <TaskSummary task={task.data} />}
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {t("taskPages.members")}
      </Typography>
      <PagedTable
        testId="task-members"
        columns={columns}
        rows={rows}
        total={rows?.length ?? 0}
        pageIndex={1}
        pageSize={rows?.length ?? 0}
        rowTestId={(m) => ({ "data-testid": `task-member-${m.name}` })}
      />
    </PageFrame>
  );
}
