import Alert from "@mui/material/Alert";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { ApiError } from "../../../transport/api-error";

/** A page's read refused or failed: the server's message in the reader's language (403: no permission; 404: not found). */
export function Refusal({ error, testId }: { error: unknown; testId: string }) {
  const { t } = useTranslation("projects");
  const refused = error instanceof ApiError && (error.status === 403 || error.status === 404);
  return (
    <Alert
      severity={refused ? "warning" : "error"}
      data-testid={testId}
      data-status={error instanceof ApiError ? error.status : ""}
    >
      {(error instanceof Error && error.message) || t("oversight.loadFailed")}
    </Alert>
  );
}
