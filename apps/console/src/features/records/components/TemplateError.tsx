import Alert from "@mui/material/Alert";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../transport/api-error";
import { UnusableTemplate } from "../api/template-calls";
import "../i18n/catalogue";
import { RecordError } from "./RecordError";

/** A template that cannot be used: the server's message (spec §8 "Template unavailable"), or that no version serves the member. */
export function TemplateError({ error }: { error: unknown }) {
  const { t } = useTranslation("records");
  if (error instanceof UnusableTemplate)
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-testid="template-unusable">
        {t("template.noUsableVersion")}
      </Alert>
    );
  return <RecordError error={error instanceof ApiError ? error : new ApiError(String(error), 0, "")} />;
}
