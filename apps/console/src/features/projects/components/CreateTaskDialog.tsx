import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitModal } from "../../../ui/SubmitModal";
import "../i18n/catalogue";
import { createTask } from "../api/projects";
import type { Project } from "../api/types";
import { noteWrite } from "../hooks/write-position";
import { type NameProblem, nameProblem } from "../logic/names";
import { MembersPicker } from "./MemberPicker";
import { NameField } from "./NameField";

/** New task in a project: name (≤ 200), assignees, due date. The server refuses it in an inactive project. */
export function CreateTaskDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation("projects");
  const [name, setName] = useState("");
  const [assigneeIds, setAssigneeIds] = useState<string[]>([]);
  const [dueDate, setDueDate] = useState("");
  const [problem, setProblem] = useState<NameProblem | null>(null);
  const submit = async () => {
    const refused = nameProblem("task", name);
    setProblem(refused);
    if (refused) throw new Error(refused);
    const created = await createTask(project.id, { name: name.trim(), assigneeIds, dueDate: dueDate || null });
    noteWrite(created.position);
  };
  return (
    <SubmitModal
      open
      title={t("task.createIn", { project: project.name })}
      onClose={onClose}
      onSubmit={submit}
      testId="create-task-dialog"
    >
      <NameField kind="task" label={t("task.name")} value={name} onChange={setName} problem={problem} testId="task-name" />
      <MembersPicker label={t("task.assignees")} value={assigneeIds} onChange={setAssigneeIds} testId="task-assignees" />
      <TextField
        fullWidth
        margin="dense"
        type="date"
        label={t("task.dueDate")}
        value={dueDate}
        onChange={(e) => setDueDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "task-due-date" } }}
      />
    </SubmitModal>
  );
}
