import { TEMPLATE_LIMITS } from "@labledger/events/catalogue/templates-values";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitModal } from "../../../ui/SubmitModal";
import { showToast } from "../../../ui/toast-store";
import { type TemplateRow, unpublish } from "../api/template-calls";
import "../i18n/catalogue";

/** Withdraws a published template with a reason: it serves only its author again (keyed by the template: each opens empty). */
export function UnpublishDialog(props: { template: TemplateRow | null; onClose: () => void; onDone: () => unknown }) {
  const { t } = useTranslation("templates");
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === "";
  return (
    <SubmitModal
      open={props.template !== null}
      title={t("unpublish.title", { name: props.template?.name ?? "" })}
      onClose={props.onClose}
      testId="unpublish-dialog"
      onSubmit={async () => {
        setTouched(true);
        if (!props.template || missing) throw new Error("reason");
        await unpublish(props.template.id, reason.trim());
        showToast(t("unpublish.done"), "success");
        await props.onDone();
      }}
    >
      <TextField
        fullWidth
        multiline
        sx={{ mt: 1 }}
        label={t("unpublish.reason")}
        value={reason}
        error={touched && missing}
        helperText={touched && missing ? t("unpublish.reasonRequired") : undefined}
        onChange={(e) => setReason(e.target.value)}
        slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.reason, "data-testid": "unpublish-reason" } }}
      />
    </SubmitModal>
  );
}
