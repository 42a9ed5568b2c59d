import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../transport/api-error";
import { SubmitModal } from "../../../ui/SubmitModal";
import { showToast } from "../../../ui/toast-store";
import "../i18n/catalogue";
import { projectsQuery } from "../api/projects";
import { createNotebook } from "../api/records";
import { noteWrite } from "../hooks/write-position";
import { type NameProblem, nameProblem } from "../logic/names";
import { NameField } from "./NameField";

/** New record book: name (≤ 100), optionally in a project; spec §8 success and failure messages. */
export function CreateNotebookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("projects");
  const [name, setName] = useState("");
  const [projectId, setProjectId] = useState("");
  const [problem, setProblem] = useState<NameProblem | null>(null);
  const projects = useQuery({ ...projectsQuery({ pageIndex: 1, pageSize: 200 }), enabled: open }).data?.rows ?? [];
  const close = () => {
    setName("");
    setProjectId("");
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    const refused = nameProblem("notebook", name);
    setProblem(refused);
    if (refused) throw new Error(refused);
    try {
      const created = await createNotebook({ name: name.trim(), projectId: projectId || null });
      noteWrite(created.position);
      showToast(t("book.created"), "success");
    } catch (error) {
      const reason = error instanceof ApiError && error.message ? ` (${error.message})` : "";
      showToast(`${t("book.createFailed")}${reason}`, "error");
      throw error;
    }
  };
  return (
    <SubmitModal open={open} title={t("book.create")} onClose={close} onSubmit={submit} testId="create-book-dialog">
      <NameField kind="notebook" label={t("book.name")} value={name} onChange={setName} problem={problem} testId="book-name" />
      <TextField
        select
        fullWidth
        margin="dense"
        label={t("book.project")}
        value={projectId}
        onChange={(e) => setProjectId(e.target.value)}
        slotProps={{ htmlInput: { "data-testid": "book-project" } }}
      >
        <MenuItem value="">{t("book.noProject")}</MenuItem>
        {projects.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.number} {p.name}
          </MenuItem>
        ))}
      </TextField>
    </SubmitModal>
  );
}
