import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import { meQuery } from "../../../transport/queries";
import "../i18n/catalogue";
import { overseenRecordsQuery, taskOverviewQuery } from "../api/oversight";
import { NewRecordInTaskDialog } from "../components/NewRecordInTaskDialog";
import { OverseenRecordTable } from "../components/OverseenRecordTable";
import { Refusal } from "../components/Refusal";
import { TaskSummary } from "../components/TaskSummary";
import { useRecordView } from "../hooks/use-record-view";

/** /team/myTask/{projectId}/{taskId}: my task within its project — my records in it, and a new record in this task. */
export default function MyTaskDetailPage() {
  const { projectId = "", taskId = "" } = useParams();
  const { t } = useTranslation("projects");
  const { t: shell } = useTranslation();
  const me = useQuery(meQuery).data;
  const task = useQuery(taskOverviewQuery(taskId));
  const view = useRecordView({ taskId });
  const mine = { ...view.listParams, memberId: me?.id ?? "" };
  const inProject = task.data?.projectId === projectId;
  const records = useQuery({ ...overseenRecordsQuery(mine), enabled: Boolean(me) && inProject });
  const [creating, setCreating] = useState(false);
  const frame = (children: React.ReactNode) => (
    <PageFrame title={shell("pages.teamMyTaskDetail")} testId="my-task-detail-page">
      {children}
    </PageFrame>
  );
  if (task.isError) return frame(<Refusal error={task.error} testId="task-refused" />);
  if (task.data && !inProject)
    return frame(
      <Alert severity="warning" data-testid="task-refused">
        {t("taskPages.notInProject")}
      </Alert>,
    );
  return frame(
    <>
      {task.data && <TaskSummary task={task.data} />}
      <Stack direction="row" spacing={2} sx={{ mt: 2, mb: 1, alignItems: "center" }}>
        <Typography variant="h6" component="h2">
          {t("taskPages.myRecords")}
        </Typography>
        <div style={{ flex: 1 }} />
        <Button
          variant="contained"
          onClick={() => setCreating(true)}
          disabled={!task.data}
          data-testid="new-record-in-task-button"
        >
          {t("taskPages.newRecord")}
        </Button>
      </Stack>
      <OverseenRecordTable
        testId="my-task-record-list"
        rows={records.data?.rows}
        total={records.data?.total ?? 0}
        page={view.page}
        onPage={view.setPage}
        hideOwner
      />
      {creating && <NewRecordInTaskDialog projectId={projectId} taskId={taskId} onClose={() => setCreating(false)} />}
    </>,
  );
}
