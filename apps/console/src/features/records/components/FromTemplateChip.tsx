import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";

/** "From template X, version n" on a record made from a template (nothing on others). */
export function FromTemplateChip({ record }: { record: { templateVersion?: number | null; templateName?: string | null } }) {
  const { t } = useTranslation("records");
  if (!record.templateVersion) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="info"
      data-testid="from-template"
      label={
        record.templateName
          ? t("template.from", { name: record.templateName, version: record.templateVersion })
          : t("template.fromUnnamed", { version: record.templateVersion })
      }
    />
  );
}
