import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { SubmitModal } from "../../../ui/SubmitModal";
import { showToast } from "../../../ui/toast-store";
import { binTemplate, type TemplateRow } from "../api/template-calls";
import "../i18n/catalogue";

/** Moves a template to the recycle bin after a confirmation. */
export function BinDialog(props: { template: TemplateRow | null; onClose: () => void; onDone: () => unknown }) {
  const { t } = useTranslation("templates");
  return (
    <SubmitModal
      open={props.template !== null}
      title={t("actions.bin")}
      onClose={props.onClose}
      testId="bin-dialog"
      onSubmit={async () => {
        if (!props.template) return;
        await binTemplate(props.template.id);
        showToast(t("bin.done"), "success");
        await props.onDone();
      }}
    >
      <Typography>{t("bin.confirm", { name: props.template?.name ?? "" })}</Typography>
    </SubmitModal>
  );
}
