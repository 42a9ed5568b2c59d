import { TEXT_LIMITS } from "@labledger/events/catalogue/name-limits";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitModal } from "../../../ui/SubmitModal";
import "../i18n/catalogue";
import { createProject } from "../api/projects";
import { noteWrite } from "../hooks/write-position";
import { type NameProblem, nameProblem } from "../logic/names";
import { MemberPicker, MembersPicker } from "./MemberPicker";
import { NameField } from "./NameField";

/** New project: name (≤ 200), description, personal or not, leader and managers (spec §4–5). */
export function CreateProjectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("projects");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [personal, setPersonal] = useState(false);
  const [leaderId, setLeaderId] = useState<string | null>(null);
  const [managerIds, setManagerIds] = useState<string[]>([]);
  const [problem, setProblem] = useState<NameProblem | null>(null);
  const close = () => {
    setName("");
    setDescription("");
    setPersonal(false);
    setLeaderId(null);
    setManagerIds([]);
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    const refused = nameProblem("project", name);
    setProblem(refused);
    if (refused) throw new Error(refused);
    const created = await createProject({
      name: name.trim(),
      description: description.trim(),
      personal,
      ...(leaderId ? { leaderId } : {}),
      managerIds,
    });
    noteWrite(created.position);
  };
  return (
    <SubmitModal open={open} title={t("project.create")} onClose={close} onSubmit={submit} testId="create-project-dialog">
      <NameField
        kind="project"
        label={t("project.name")}
        value={name}
        onChange={setName}
        problem={problem}
        testId="project-name"
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
      <FormControlLabel
        control={<Switch checked={personal} onChange={(e) => setPersonal(e.target.checked)} data-testid="project-personal" />}
        label={t("project.personal")}
      />
      <MemberPicker label={t("project.leaderDefault")} value={leaderId} onChange={setLeaderId} testId="project-leader" />
      <MembersPicker label={t("project.managers")} value={managerIds} onChange={setManagerIds} testId="project-managers" />
    </SubmitModal>
  );
}
