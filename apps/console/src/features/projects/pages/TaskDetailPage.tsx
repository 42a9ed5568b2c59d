import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import "../i18n/catalogue";
import { overseenRecordsQuery, taskOverviewQuery } from "../api/oversight";
import { OverseenRecordTable } from "../components/OverseenRecordTable";
import { Refusal } from "../components/Refusal";
import { StatusCounts } from "../components/StatusCounts";
import { TaskHistory } from "../components/TaskHistory";
import { TaskSummary } from "../components/TaskSummary";
import { useRecordView } from "../hooks/use-record-view";
import { withFilter } from "../logic/record-view-filters";

/** /team/taskDetail/{id}: a task's details, the records in it with their statuses (as far as the member may see), and its history. */
export default function TaskDetailPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("projects");
  const { t: shell } = useTranslation();
  const task = useQuery(taskOverviewQuery(id));
  const view = useRecordView({ taskId: id });
  const records = useQuery({ ...overseenRecordsQuery(view.listParams), enabled: task.isSuccess });
  if (task.isError)
    return (
      <PageFrame title={shell("pages.teamTaskDetail")} testId="task-detail-page">
        <Refusal error={task.error} testId="task-refused" />
      </PageFrame>
    );
  return (
    <PageFrame title={shell("pages.teamTaskDetail")} testId="task-detail-page">
      {task.data && <TaskSummary task={task.data} />}
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {t("taskPages.records")}
      </Typography>
      <StatusCounts
        total={task.data?.records.total}
        byStatus={task.data?.byStatus}
        status={view.filters.status}
        onStatus={(status) => view.setFilters(withFilter(view.filters, "status", status))}
      />
      <OverseenRecordTable
        testId="task-record-list"
        rows={records.data?.rows}
        total={records.data?.total ?? 0}
        page={view.page}
        onPage={view.setPage}
      />
      <TaskHistory taskId={id} />
    </PageFrame>
  );
}
