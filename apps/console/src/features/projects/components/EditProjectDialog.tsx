import { TEXT_LIMITS } from "@labledger/events/catalogue/name-limits";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitModal } from "../../../ui/SubmitModal";
import "../i18n/catalogue";
import { type ProjectChanges, updateProject } from "../api/projects";
import type { Project } from "../api/types";
import { noteWrite } from "../hooks/write-position";
import { type NameProblem, nameProblem } from "../logic/names";
import { MemberPicker, MembersPicker } from "./MemberPicker";
import { NameField } from "./NameField";

/** Edit a project's name, description, leader and managers; only what changed is sent. */
export function EditProjectDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation("projects");
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description ?? "");
  const [leaderId, setLeaderId] = useState<string | null>(project.leaderId);
  const [managerIds, setManagerIds] = useState<string[]>([...(project.managerIds ?? [])]);
  const [problem, setProblem] = useState<NameProblem | null>(null);
  const submit = async () => {
    const refused = nameProblem("project", name);
    setProblem(refused);
    if (refused) throw new Error(refused);
    const changes: { -readonly [K in keyof ProjectChanges]: ProjectChanges[K] } = {};
    if (name.trim() !== project.name) changes.name = name.trim();
    if (description.trim() !== (project.description ?? "")) changes.description = description.trim();
    if (leaderId && leaderId !== project.leaderId) changes.leaderId = leaderId;
    if (JSON.stringify(managerIds) !== JSON.stringify(project.managerIds ?? [])) changes.managerIds = managerIds;
    if (Object.keys(changes).length === 0) return;
    noteWrite((await updateProject(project.id, changes)).position);
  };
  return (
    <SubmitModal open title={t("project.edit")} onClose={onClose} onSubmit={submit} testId="edit-project-dialog">
      <NameField
        kind="project"
        label={t("project.name")}
        value={name}
        onChange={setName}
        problem={problem}
        testId="edit-project-name"
      />
      <TextField
        fullWidth
        margin="dense"
        multiline
        minRows={2}
        label={t("project.description")}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.projectDescription } }}
      />
      <MemberPicker label={t("project.leader")} value={leaderId} onChange={setLeaderId} testId="edit-project-leader" />
      <MembersPicker label={t("project.managers")} value={managerIds} onChange={setManagerIds} testId="edit-project-managers" />
    </SubmitModal>
  );
}
