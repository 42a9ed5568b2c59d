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
import { createExperiment, listMyTasks, listProjects } from "../api/record-calls";
import { createRecordFromTemplate, getUsableTemplate } from "../api/template-calls";
import { TemplateError } from "../components/TemplateError";
import "../i18n/catalogue";
import { TITLE_MAX, titleProblem } from "../model/validation";

/**
 * /newRecord/:id/:bookId — a new record in a book: its title, optionally a project and task.
 * id 0 is a blank record; another id is the template whose version (the one the member may use)
 * it starts from, made in one step by the server (spec §4 Templates).
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
  const fromTemplate = id !== "0";
  const template = useQuery({
    queryKey: ["templates", id, "usable"],
    queryFn: () => getUsableTemplate(id),
    enabled: fromTemplate,
    retry: false,
  });
  const problem = titleProblem(title);
  const projectTasks = (tasks.data ?? []).filter((task) => task.projectId === projectId);

  const create = async () => {
    setTouched(true);
    if (problem) return;
    const body = {
      notebookId: bookId,
      title: title.trim(),
      ...(projectId ? { projectId } : {}),
      ...(taskId ? { taskId } : {}),
    };
    const created = fromTemplate ? await createRecordFromTemplate({ ...body, templateId: id }) : await createExperiment(body);
    navigate(`/editRecord/${created.id}`, { replace: true });
  };

  if (template.error) return <TemplateError error={template.error} />;
  return (
    <PageFrame title={t("create.title")} testId="new-record-page">
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        {fromTemplate && template.data && (
          <Alert severity="info" data-testid="new-record-template">
            {t("template.creating", {
              name: template.data.name,
              version: template.data.version,
              author: template.data.authorName,
            })}
          </Alert>
        )}
        <TextField
          label={t("details.title")}
          required
          value={title}
          error={touched && problem !== null}
          helperText={touched && problem ? t(problem, { max: TITLE_MAX }) : undefined}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX, "data-testid": "new-record-title" } }}
        />
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
        <Stack direction="row" spacing={2}>
          <DebouncedButton
            variant="contained"
            disabled={fromTemplate && !template.data}
            onClick={create}
            data-testid="new-record-create"
          >
            {t("create.submit")}
          </DebouncedButton>
          <Button onClick={() => navigate(-1)}>{t("common.cancel")}</Button>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
