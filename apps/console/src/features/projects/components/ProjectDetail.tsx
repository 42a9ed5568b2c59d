import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import "../i18n/catalogue";
import { projectQuery, updateProject } from "../api/projects";
import { useMe, useMemberNames } from "../hooks/use-me";
import { noteWrite, useWritePosition } from "../hooks/write-position";
import { editorLinks } from "../logic/editor-links";
import { acceptsNewWork, managesProject, nextStatuses, worksInProject } from "../logic/project-rules";
import { CreateNotebookDialog } from "./CreateNotebookDialog";
import { CreateTaskDialog } from "./CreateTaskDialog";
import { ExperimentTable } from "./ExperimentTable";
import { PickBookDialog } from "./PickBookDialog";
import { ProjectTasks } from "./ProjectTasks";
import { ProjectStatusChip } from "./StatusChip";

/** One project in the experiment centre: its status moves, tasks and records, and new ones while it accepts them. */
export function ProjectDetail({ projectId }: { projectId: string }) {
  const { t } = useTranslation("projects");
  const navigate = useNavigate();
  const me = useMe();
  const nameOf = useMemberNames();
  const position = useWritePosition();
  const project = useQuery(projectQuery(projectId, position)).data;
  const [dialog, setDialog] = useState<"task" | "book" | "pickBook" | null>(null);
  // Kept while a newer copy loads; another project's copy is not shown.
  if (!project || project.id !== projectId) return null;
  const open = acceptsNewWork(project.status);
  const manages = me ? managesProject(project, me) : false;
  const works = me ? worksInProject(project, me) : false;
  return (
    <Box sx={{ mt: 3 }} data-testid="project-detail" data-project-id={project.id} data-status={project.status}>
      <Divider sx={{ mb: 2 }} />
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="h6" data-testid="project-detail-name">
          {project.number} {project.name}
        </Typography>
        <ProjectStatusChip status={project.status} />
        <Typography color="text.secondary">
          {t("project.leader")}: {nameOf(project.leaderId)}
        </Typography>
        {project.personal && <Typography color="text.secondary">{t("project.personalMark")}</Typography>}
      </Stack>
      {project.description && <Typography sx={{ mt: 1 }}>{project.description}</Typography>}
      {manages && nextStatuses(project.status).length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: "center" }}>
          <Typography variant="body2">{t("project.moveTo")}</Typography>
          {nextStatuses(project.status).map((to) => (
            <DebouncedButton
              key={to}
              size="small"
              variant="outlined"
              onClick={async () => noteWrite((await updateProject(project.id, { status: to })).position)}
              data-testid={`project-move-${to}`}
            >
              {t(`status.${to}`)}
            </DebouncedButton>
          ))}
        </Stack>
      )}
      {!open && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="project-closed-note">
          {t("project.noNewWork", { status: t(`status.${project.status}`) })}
        </Alert>
      )}

      <Stack direction="row" sx={{ mt: 3, alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="subtitle1">{t("task.title")}</Typography>
        {open && works && (
          <Button variant="outlined" size="small" onClick={() => setDialog("task")} data-testid="create-task">
            {t("task.create")}
          </Button>
        )}
      </Stack>
      <ProjectTasks projectId={project.id} />

      <Stack direction="row" sx={{ mt: 3, alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="subtitle1">{t("record.listTitle")}</Typography>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            onClick={() => navigate(`/record/exportFileEject?project=${encodeURIComponent(project.id)}`)}
            data-testid="project-export"
          >
            {t("project.export")}
          </Button>
          {open && works && (
            <Button variant="outlined" size="small" onClick={() => setDialog("pickBook")} data-testid="project-new-record">
              {t("record.create")}
            </Button>
          )}
        </Stack>
      </Stack>
      <ExperimentTable filters={{ projectId: project.id }} testId="project-records" />

      {dialog === "task" && <CreateTaskDialog project={project} onClose={() => setDialog(null)} />}
      <PickBookDialog
        open={dialog === "pickBook"}
        projectId={project.id}
        onPick={(book) => navigate(editorLinks.newRecord(book.id))}
        onClose={() => setDialog(null)}
        onCreateBook={() => setDialog("book")}
      />
      <CreateNotebookDialog open={dialog === "book"} onClose={() => setDialog(null)} />
    </Box>
  );
}
