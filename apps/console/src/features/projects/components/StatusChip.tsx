import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import type { ProjectStatus, TaskStatus } from "../api/types";

const PROJECT_COLOURS: Record<ProjectStatus, "default" | "primary" | "warning" | "success" | "info"> = {
  Waiting: "default",
  Doing: "primary",
  Pause: "warning",
  Finished: "success",
  Changing: "info",
};

export function ProjectStatusChip({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation("projects");
  return <Chip size="small" color={PROJECT_COLOURS[status] ?? "default"} label={t(`status.${status}`)} data-status={status} />;
}

export function TaskStatusChip({ status }: { status: TaskStatus }) {
  const { t } = useTranslation("projects");
  return <Chip size="small" variant="outlined" label={t(`taskStatus.${status}`)} data-status={status} />;
}

/** Spec: overdue items are marked. */
export function OverdueChip() {
  const { t } = useTranslation("projects");
  return <Chip size="small" color="error" label={t("task.overdue")} data-testid="overdue-mark" />;
}
