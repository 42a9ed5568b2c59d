import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { changeTaskStatus } from "../api/projects";
import type { Task } from "../api/types";
import { noteWrite } from "../hooks/write-position";
import { nextTaskStatuses } from "../logic/project-rules";
import { TaskStatusChip } from "./StatusChip";

/** A task's status, and the moves the project allows from it (the server refuses others with its message). */
export function TaskStatusMenu({ task }: { task: Pick<Task, "id" | "projectId" | "status"> }) {
  const { t } = useTranslation("projects");
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const moves = nextTaskStatuses(task.status);
  const move = async (status: (typeof moves)[number]) => {
    setAnchor(null);
    noteWrite((await changeTaskStatus(task.projectId, task.id, status)).position);
    await queryClient.invalidateQueries({ queryKey: ["tasks"] });
  };
  if (moves.length === 0) return <TaskStatusChip status={task.status} />;
  return (
    <>
      <Button size="small" onClick={(e) => setAnchor(e.currentTarget)} data-testid={`task-status-${task.id}`}>
        <TaskStatusChip status={task.status} />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {moves.map((status) => (
          <MenuItem key={status} onClick={() => move(status)} data-testid={`task-move-${status}`}>
            {t("task.moveTo", { status: t(`taskStatus.${status}`) })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
