import { TEMPLATE_LIMITS } from "@labledger/events/catalogue/templates-values";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitModal } from "../../../ui/SubmitModal";
import { showToast } from "../../../ui/toast-store";
import { saveRecordAsTemplate } from "../api/template-calls";
import "../i18n/catalogue";

/** "Save as template" from a record (spec §4 Cloning or saving as a template): a name and a description. */
export function SaveAsTemplateDialog(props: {
  open: boolean;
  recordId: string;
  recordTitle: string;
  onClose: () => void;
  onSaved: (templateId: string) => void;
}) {
  const { t } = useTranslation("records");
  const [name, setName] = useState(props.recordTitle);
  const [description, setDescription] = useState("");
  const [touched, setTouched] = useState(false);
  const problem = !name.trim()
    ? t("template.nameRequired")
    : [...name.trim()].length > TEMPLATE_LIMITS.name
      ? t("template.tooLong", { max: TEMPLATE_LIMITS.name })
      : null;
  return (
    <SubmitModal
      open={props.open}
      title={t("template.saveAs")}
      onClose={props.onClose}
      testId="save-as-template-dialog"
      maxWidth="sm"
      onSubmit={async () => {
        setTouched(true);
        if (problem) throw new Error(problem);
        const { id } = await saveRecordAsTemplate(props.recordId, { name: name.trim(), description: description.trim() });
        showToast(t("template.saveAsDone", { name: name.trim() }), "success");
        props.onSaved(id);
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{t("template.saveAsHint")}</Typography>
        <TextField
          label={t("template.name")}
          required
          value={name}
          error={touched && problem !== null}
          helperText={touched ? (problem ?? undefined) : undefined}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.name, "data-testid": "save-as-template-name" } }}
        />
        <TextField
          label={t("template.description")}
          multiline
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.description, "data-testid": "save-as-template-description" } }}
        />
      </Stack>
    </SubmitModal>
  );
}
