import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { cloneExperiment, createExperiment, listMyTasks, listProjects } from "../api/record-calls";
import "../i18n/catalogue";
import { TITLE_MAX, titleProblem } from "../model/validation";

/**
 * /newRecord/:id/:bookId — a new record in a book: its title, optionally a project and task.
 * id 0 is a blank record; another id is the template (record) whose modules it starts from.
 */
export default function NewRecordPage() {
  const { id = "0", bookId = "" } = useParams();
  const { t } = useTranslation("records");
  const navigate = useNavigate();
  const projects = useQuery({ queryKey: ["projects", "all"], queryFn: listProjects });
  const tasks = useQuery({ queryKey: ["tasks", "mine"], queryFn: listMyTasks });
  const [title, setTitle] = useState("");
  const [projectId, setProjectId] = useState("");
  const [taskId, setTaskId] = useState("");
  const [touched, setTouched] = useState(false);
  const problem = titleProblem(title);
  const projectTasks = (tasks.data ?? []).filter((task) => task.projectId === projectId);

  const create = async () => {
    setTouched(true);
    if (problem) return;
    const created =
      id === "0"
        ? await createExperiment({
            notebookId: bookId,
            title: title.trim(),
            ...(projectId ? { projectId } : {}),
            ...(taskId ? { taskId } : {}),
          })
        : await cloneExperiment(id, { notebookId: bookId, title: title.trim() });
    navigate(`/editRecord/${created.id}`, { replace: true });
  };

  return (
    <PageFrame title={t("create.title")} testId="new-record-page">
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        {id !== "0" && <Alert severity="info">{t("create.fromTemplate")}</Alert>}
        <TextField
          label={t("details.title")}
          required
          value={title}
          error={touched && problem !== null}
          helperText={touched && problem ? t(problem, { max: TITLE_MAX }) : undefined}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX, "data-testid": "new-record-title" } }}
        />
        {id === "0" && (
          <>
            <TextField
              select
              label={t("create.project")}
              value={projectId}
              onChange={(e) => {
                setProjectId(e.target.value);
                setTaskId("");
              }}
              helperText={t("create.projectHint")}
            >
              <MenuItem value="">{t("create.none")}</MenuItem>
              {(projects.data ?? []).map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.number} {p.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t("create.task")}
              value={taskId}
              disabled={!projectId}
              onChange={(e) => setTaskId(e.target.value)}
            >
              <MenuItem value="">{t("create.none")}</MenuItem>
              {projectTasks.map((task) => (
                <MenuItem key={task.id ?? task.taskId} value={task.id ?? task.taskId}>
                  {task.name}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        <Stack direction="row" spacing={2}>
          <DebouncedButton variant="contained" onClick={create} data-testid="new-record-create">
            {t("create.submit")}
          </DebouncedButton>
          <Button onClick={() => navigate(-1)}>{t("common.cancel")}</Button>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
