import { TEMPLATE_LIMITS } from "@labledger/events/catalogue/templates-values";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitModal } from "../../../ui/SubmitModal";
import { createTemplate } from "../api/template-calls";
import "../i18n/catalogue";

/** A template from scratch (spec §4 Templates; §5 name 100): its name and description, then its editor. */
export function CreateTemplateDialog(props: { open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation("templates");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!props.open) return;
    setName("");
    setDescription("");
    setTouched(false);
  }, [props.open]);
  const problem = !name.trim()
    ? t("create.nameRequired")
    : [...name.trim()].length > TEMPLATE_LIMITS.name
      ? t("create.tooLong", { max: TEMPLATE_LIMITS.name })
      : null;
  return (
    <SubmitModal
      open={props.open}
      title={t("create.title")}
      onClose={props.onClose}
      testId="create-template-dialog"
      maxWidth="sm"
      onSubmit={async () => {
        setTouched(true);
        if (problem) throw new Error(problem);
        const { id } = await createTemplate({ name: name.trim(), description: description.trim() });
        props.onCreated(id);
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t("create.name")}
          required
          autoFocus
          value={name}
          error={touched && problem !== null}
          helperText={touched ? (problem ?? undefined) : undefined}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.name, "data-testid": "create-template-name" } }}
        />
        <TextField
          label={t("create.description")}
          multiline
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.description, "data-testid": "create-template-description" } }}
        />
      </Stack>
    </SubmitModal>
  );
}
